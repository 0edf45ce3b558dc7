import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { resetPasswordMachine } from "../../machines/reset-password.machine";
import { createTestActor, deliver } from "../paths/replay-actor";
import { errorOf, networkError } from "../fixtures/errors";
import { MAILED_TOKEN, resetPasswordModel } from "./reset-password.model";
import { answer, describeWalks } from "./walks";

/**
 * The reset page of a mailed link. From spec.md section 5: the new password follows the password rule, the
 * confirmation must equal it ('Incorrect confirmation input'); success asks to log in again.
 */
const rule = { minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: "^(?=.*[A-Za-z])(?=.*\\d).+$" };

async function checked(token = MAILED_TOKEN) {
  const test = createTestActor(resetPasswordModel(token));
  test.actor.start();
  return test;
}
type Test = Awaited<ReturnType<typeof checked>>;
const type = (test: Test, field: "newPassword" | "confirmNewPassword", value: string) => test.actor.send({ type: "RESET.CHANGE", field, value });

async function ready(test: Test) {
  await deliver(test, { type: "xstate.done.actor.checkResetToken", output: { username: "demo", expiresAt: "2026-11-23T15:00:00.000Z" } } as never);
  await deliver(test, { type: "xstate.done.actor.loadPasswordRule", output: rule } as never);
}

describe("resetPassword machine", () => {
  it("checks the link's token first and names its account", async () => {
    const test = await checked("  abc123  ");
    expect(test.fakes.inputs).toEqual([{ id: "checkResetToken", input: "abc123" }]);
    await ready(test);
    expect(test.actor.getSnapshot().value).toBe("editing");
    expect(test.actor.getSnapshot().context.username).toBe("demo");
  });

  it("without a token says the link is not valid and calls nothing", async () => {
    const test = await checked("");
    expect(test.actor.getSnapshot().value).toBe("linkInvalid");
    expect(test.actor.getSnapshot().context.error?.errorCode).toBe("RESET_LINK_INVALID");
    expect(test.fakes.inputs).toEqual([]);
  });

  it("checks the rule and the confirmation before sending, then sends token and password once", async () => {
    const test = await checked();
    await ready(test);
    type(test, "newPassword", "abc");
    type(test, "confirmNewPassword", "abd");
    test.actor.send({ type: "RESET.SUBMIT" });
    expect(test.actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: { kind: "length", min: 6, max: 20 }, confirmNewPassword: { kind: "mismatch" } });
    type(test, "newPassword", "abcdefg");
    type(test, "confirmNewPassword", "abcdefg");
    test.actor.send({ type: "RESET.SUBMIT" });
    expect(test.actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: { kind: "pattern", patternId: 5 } });

    type(test, "newPassword", "Fresh5678");
    type(test, "confirmNewPassword", "Fresh5678");
    test.actor.send({ type: "RESET.SUBMIT" });
    test.actor.send({ type: "RESET.SUBMIT" });
    expect(test.fakes.inputs.filter((i) => i.id === "resetPassword")).toEqual([
      { id: "resetPassword", input: { token: MAILED_TOKEN, newPassword: "Fresh5678", confirmNewPassword: "Fresh5678" } },
    ]);
    await deliver(test, { type: "xstate.done.actor.resetPassword", output: undefined } as never);
    expect(test.actor.getSnapshot().status).toBe("done");
  });

  it("keeps the form after a refused password, but gives up on a dead link", async () => {
    const test = await checked();
    await ready(test);
    type(test, "newPassword", "Fresh5678");
    type(test, "confirmNewPassword", "Fresh5678");
    test.actor.send({ type: "RESET.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.resetPassword", error: errorOf("PASSWORD_RULE") } as never);
    expect(test.actor.getSnapshot().value).toBe("editing");
    expect(test.actor.getSnapshot().context.newPassword).toBe("Fresh5678");
    test.actor.send({ type: "RESET.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.resetPassword", error: errorOf("RESET_LINK_INVALID") } as never);
    expect(test.actor.getSnapshot().value).toBe("linkInvalid");
    test.actor.send({ type: "RESET.SUBMIT" });
    expect(test.fakes.inputs.filter((i) => i.id === "resetPassword")).toHaveLength(2);
  });

  it("offers a retry when the check got no answer, and ends on an expired link", async () => {
    const test = await checked();
    await deliver(test, { type: "xstate.error.actor.checkResetToken", error: networkError } as never);
    expect(test.actor.getSnapshot().value).toBe("checkFailed");
    test.actor.send({ type: "RESET.RETRY" });
    expect(test.fakes.inputs.filter((i) => i.id === "checkResetToken")).toHaveLength(2);
    await deliver(test, { type: "xstate.error.actor.checkResetToken", error: errorOf("RESET_LINK_EXPIRED") } as never);
    expect(test.actor.getSnapshot().value).toBe("linkInvalid");
    expect(test.actor.getSnapshot().context.error?.errorCode).toBe("RESET_LINK_EXPIRED");
  });
});

describe("resetPassword machine: a dead link", () => {
  it("opens the e-mail recovery form again when the person asks for a new link", () => {
    const asked: string[] = [];
    const actor = createActor(resetPasswordMachine.provide({ actions: { askNewLink: () => void asked.push("recovery") } }), { input: { token: "" } }).start();
    actor.send({ type: "RESET.ASK_NEW_LINK" });
    expect(asked).toEqual(["recovery"]);
    expect(actor.getSnapshot().value).toBe("linkInvalid");
  });
});

// Typing in a field takes its message away; the other field's message stays until it is typed in or sent again.
describeWalks({ name: "resetPassword", machine: resetPasswordMachine, input: { token: "abc123" } }, [
  {
    name: "typing a new password clears its message only",
    steps: [
      answer("checkResetToken", { username: "demo", expiresAt: "2026-11-23T15:00:00.000Z" }),
      answer("loadPasswordRule", rule),
      { type: "RESET.SUBMIT" },
      { type: "RESET.CHANGE", field: "newPassword", value: "Fresh5678" },
    ],
    state: "editing",
    requests: { resetPassword: 0 },
    context: { newPassword: "Fresh5678", fieldErrors: { newPassword: undefined, confirmNewPassword: { kind: "required" } } },
  },
]);

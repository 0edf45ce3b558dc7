import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { networkError } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";
import { changePasswordModel } from "./change-password.model";

const rule = { minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: "^(?=.*[A-Za-z])(?=.*\\d).+$" };

async function started(forced: boolean) {
  const test = createTestActor(changePasswordModel(forced));
  test.actor.start();
  await deliver(test, { type: "xstate.done.actor.loadPasswordRule", output: rule } as never);
  return test;
}

describe("changePassword machine", () => {
  it("checks the password rule and the confirmation before sending", async () => {
    const test = await started(false);
    test.actor.send({ type: "PASSWORD.CHANGE", field: "newPassword", value: "abc" });
    test.actor.send({ type: "PASSWORD.CHANGE", field: "confirmNewPassword", value: "abd" });
    test.actor.send({ type: "PASSWORD.SUBMIT" });
    expect(test.actor.getSnapshot().context.fieldErrors).toEqual({
      oldPassword: { kind: "required" },
      newPassword: { kind: "length", min: 6, max: 20 },
      confirmNewPassword: { kind: "mismatch" },
    });
    test.actor.send({ type: "PASSWORD.CHANGE", field: "newPassword", value: "abcdefg" });
    test.actor.send({ type: "PASSWORD.SUBMIT" });
    expect(test.actor.getSnapshot().context.fieldErrors.newPassword).toEqual({ kind: "pattern", patternId: 5 });
  });

  it("in forced mode asks no old password and cannot be dismissed; success signs in again with the new password", async () => {
    const test = await started(true);
    test.actor.send({ type: "PASSWORD.CLOSE" });
    expect(test.actor.getSnapshot().value).toBe("editing");
    test.actor.send({ type: "PASSWORD.CHANGE", field: "newPassword", value: "Better123" });
    test.actor.send({ type: "PASSWORD.CHANGE", field: "confirmNewPassword", value: "Better123" });
    test.actor.send({ type: "PASSWORD.SUBMIT" });
    expect(test.fakes.inputs.at(-1)).toEqual({
      id: "changePassword",
      input: { oldPassword: undefined, newPassword: "Better123", confirmNewPassword: "Better123" },
    });
    await deliver(test, { type: "xstate.done.actor.changePassword", output: undefined } as never);
    expect(test.fakes.inputs.at(-1)).toEqual({ id: "login", input: expect.objectContaining({ username: "demo", password: "Better123" }) });
    await deliver(test, { type: "xstate.done.actor.login", output: loginAnswer() } as never);
    expect(test.actor.getSnapshot().output).toEqual({ result: "loggedIn", answer: loginAnswer() });
  });

  it("asks the member to log in again when signing in after the change fails", async () => {
    const test = await started(true);
    test.actor.send({ type: "PASSWORD.CHANGE", field: "newPassword", value: "Better123" });
    test.actor.send({ type: "PASSWORD.CHANGE", field: "confirmNewPassword", value: "Better123" });
    test.actor.send({ type: "PASSWORD.SUBMIT" });
    await deliver(test, { type: "xstate.done.actor.changePassword", output: undefined } as never);
    await deliver(test, { type: "xstate.error.actor.login", error: networkError } as never);
    expect(test.actor.getSnapshot().output).toEqual({ result: "loginAgain" });
  });
});

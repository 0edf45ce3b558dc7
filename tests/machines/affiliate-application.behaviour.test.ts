import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { errorOf, networkError } from "../fixtures/errors";
import { AFFILIATE_INPUT, affiliateApplicationModel } from "./affiliate-application.model";

const started = () => {
  const test = createTestActor(affiliateApplicationModel);
  test.actor.start();
  return test;
};
type Test = ReturnType<typeof started>;
const type = (test: Test, field: string, value: string) => test.actor.send({ type: "AFFILIATE.CHANGE", field, value } as never);
const fill = (test: Test) => {
  type(test, "fullName", " Somchai Jaidee ");
  type(test, "mobileNum", "0891234567 ");
  type(test, "email", " somchai@example.com");
  type(test, "channel", "https://somchai-slots.example");
};
const sent = (test: Test) => test.fakes.inputs.filter((i) => i.id === "submitApplication");
const keysSent = (test: Test) => sent(test).map((i) => (i.input as { key: string }).key);

describe("affiliate application machine", () => {
  it("sends nothing for an empty form and names the four required fields", () => {
    const test = started();
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    expect(test.actor.getSnapshot().context.fieldErrors).toEqual({
      fullName: { kind: "required" },
      mobileNum: { kind: "required" },
      email: { kind: "required" },
      channel: { kind: "required" },
    });
    expect(sent(test)).toEqual([]);
  });

  it("tries the limits on both sides: name 2-50, contact at most 50, channel 3-100, message at most 500", () => {
    const cases: Array<[string, string, object | undefined]> = [
      ["fullName", "ab", undefined],
      ["fullName", "a", { kind: "length", min: 2, max: 50 }],
      ["fullName", "a".repeat(50), undefined],
      ["fullName", "a".repeat(51), { kind: "length", min: 2, max: 50 }],
      ["fullName", "Somchai_J", { kind: "pattern", patternId: 17 }],
      ["contact", "c".repeat(50), undefined],
      ["contact", "c".repeat(51), { kind: "tooLong", max: 50 }],
      ["channel", "abc", undefined],
      ["channel", "ab", { kind: "length", min: 3, max: 100 }],
      ["channel", "c".repeat(100), undefined],
      ["channel", "c".repeat(101), { kind: "length", min: 3, max: 100 }],
      ["message", "m".repeat(500), undefined],
      ["message", "m".repeat(501), { kind: "tooLong", max: 500 }],
      ["email", "a@b.co", undefined],
      ["email", "a@b.c", { kind: "length", min: 6, max: 50 }],
      ["mobileNum", "0891234", { kind: "mobile" }],
      ["mobileNum", "08912345678901", { kind: "mobile" }],
    ];
    for (const [field, value, error] of cases) {
      const test = started();
      fill(test);
      type(test, field, value);
      test.actor.send({ type: "AFFILIATE.SUBMIT" });
      expect(test.actor.getSnapshot().context.fieldErrors, `${field} ${value.length}`).toEqual(error ? { [field]: error } : {});
      expect(sent(test).length, `${field} ${value.length} sent`).toBe(error ? 0 : 1);
    }
  });

  it("sends once, trimmed; keeps everything after a failure; then confirms", async () => {
    const test = started();
    fill(test);
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    expect(sent(test)).toEqual([
      {
        id: "submitApplication",
        input: {
          request: { fullName: "Somchai Jaidee", countryDialingCode: "+66", mobileNum: "0891234567", email: "somchai@example.com", contact: "", channel: "https://somchai-slots.example", message: "" },
          key: expect.stringMatching(new RegExp(`^${AFFILIATE_INPUT.keyPrefix}-`)),
        },
      },
    ]);
    await deliver(test, { type: "xstate.error.actor.submitApplication", error: errorOf("AFFILIATE_RATE_LIMITED") } as never);
    const failed = test.actor.getSnapshot();
    expect(failed.value).toBe("editing");
    expect(failed.context.error?.errorCode).toBe("AFFILIATE_RATE_LIMITED");
    expect(failed.context.form.fullName).toBe(" Somchai Jaidee ");
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    await deliver(test, { type: "xstate.done.actor.submitApplication", output: { id: "aff-1", createdAt: "2026-11-27T10:00:00.000Z" } } as never);
    expect(test.actor.getSnapshot().status).toBe("done");
    expect(test.actor.getSnapshot().context.submitted).toEqual({ id: "aff-1", createdAt: "2026-11-27T10:00:00.000Z" });
  });

  it("sends the same Idempotency-Key again when the same application is retried after a lost answer", async () => {
    const test = started();
    fill(test);
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.submitApplication", error: networkError } as never);
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.submitApplication", error: networkError } as never);
    // Typing a field's value again unchanged (the picker re-emitting its code) is still the same application.
    type(test, "email", " somchai@example.com");
    type(test, "countryDialingCode", "+66");
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    const keys = keysSent(test);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("a changed application is a new submission with a new key", async () => {
    const test = started();
    fill(test);
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.submitApplication", error: errorOf("AFFILIATE_FIELD_INVALID") } as never);
    type(test, "channel", "https://another-page.example");
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.submitApplication", error: networkError } as never);
    type(test, "countryDialingCode", "+84");
    test.actor.send({ type: "AFFILIATE.SUBMIT" });
    const keys = keysSent(test);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    expect(sent(test).map((i) => (i.input as { request: { channel: string } }).request.channel)).toEqual(["https://somchai-slots.example", "https://another-page.example", "https://another-page.example"]);
  });

  it("each opened form has its own keys: the prefix the app gives", () => {
    for (const keyPrefix of ["first0001", "second002"]) {
      const test = createTestActor({ ...affiliateApplicationModel, input: { ...AFFILIATE_INPUT, keyPrefix } });
      test.actor.start();
      fill(test);
      test.actor.send({ type: "AFFILIATE.SUBMIT" });
      expect(keysSent(test)[0]).toMatch(new RegExp(`^${keyPrefix}-`));
    }
  });
});

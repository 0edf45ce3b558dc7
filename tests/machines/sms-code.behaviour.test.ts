import { describe, expect, it } from "vitest";
import { countdownSeconds } from "../../machines/sms-code.machine";
import { createTestActor, deliver } from "../paths/replay-actor";
import { errorOf } from "../fixtures/errors";
import { smsCodeModel } from "./sms-code.model";

describe("smsCode machine", () => {
  it("waits 60 s times expiredMinutes, or one minute for Firebase", () => {
    expect(countdownSeconds("platform", { expiredMinutes: 5 })).toBe(300);
    expect(countdownSeconds("firebase", { expiredMinutes: 5 })).toBe(60);
  });

  it("counts down a visible number of seconds, then allows another send", async () => {
    const test = createTestActor(smsCodeModel());
    test.actor.start();
    test.actor.send({ type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" });
    expect(test.fakes.inputs).toEqual([{ id: "sendSmsCode", input: { mobileNum: "0812345678", countryDialingCode: "+66", purpose: "login", provider: "platform" } }]);
    await deliver(test, { type: "xstate.done.actor.sendSmsCode", output: { expiredMinutes: 1 } } as never);
    expect(test.actor.getSnapshot().context.secondsLeft).toBe(60);
    test.actor.send({ type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" });
    expect(test.fakes.inputs).toHaveLength(1);
    for (let second = 0; second < 59; second += 1) test.clock.increment(1000);
    expect(test.actor.getSnapshot().context.secondsLeft).toBe(1);
    test.clock.increment(1000);
    expect(test.actor.getSnapshot().value).toBe("ready");
  });

  it("keeps the server's message after a failed send and lets a new send through only after 1000 ms", async () => {
    const test = createTestActor(smsCodeModel());
    test.actor.start();
    test.actor.send({ type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" });
    await deliver(test, { type: "xstate.error.actor.sendSmsCode", error: errorOf("SMS_TOO_MANY_REQUESTS") } as never);
    expect(test.actor.getSnapshot().context.error?.errorCode).toBe("SMS_TOO_MANY_REQUESTS");
    test.actor.send({ type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" });
    expect(test.fakes.inputs).toHaveLength(1);
    test.clock.increment(1000);
    test.actor.send({ type: "SMS.DISMISS_ERROR" });
    expect(test.actor.getSnapshot().context.error).toBeUndefined();
    test.actor.send({ type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" });
    expect(test.fakes.inputs).toHaveLength(2);
  });
});

import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { mobileBindingMachine } from "../../machines/mobile-binding.machine";
import { paymentPasswordMachine } from "../../machines/payment-password.machine";
import { smsCodeMachine, type SmsSendRequest } from "../../machines/sms-code.machine";
import type { SmsCodeAnswer } from "../../contract";

/** The shared smsCode child, with a send actor that records what it was asked (a code lives 5 minutes here). */
function recordingSms(sent: SmsSendRequest[]) {
  return smsCodeMachine.provide({
    actors: {
      sendSmsCode: fromPromise<SmsCodeAnswer, SmsSendRequest>(async ({ input }) => {
        sent.push(input);
        return { expiredMinutes: 5 };
      }),
    },
  });
}

describe("the security centre's SMS codes (spec section 4: 60 s times expiredMinutes)", () => {
  it("sends a payment-password code to the bound number (no number in the request) and counts down 300 s", async () => {
    const sent: SmsSendRequest[] = [];
    const actor = createActor(paymentPasswordMachine.provide({ actors: { smsCode: recordingSms(sent) } }), { input: { hasPaymentPassword: true, mobileBound: true } }).start();
    actor.send({ type: "PAYPWD.METHOD", method: "sms" });
    actor.send({ type: "PAYPWD.SEND_CODE" });
    const child = actor.getSnapshot().children.smsCode!;
    await waitFor(child, (s) => s.matches("countingDown"));
    expect(sent).toEqual([{ mobileNum: "", countryDialingCode: "", purpose: "paymentPassword", provider: "platform" }]);
    expect(child.getSnapshot().context.secondsLeft).toBe(300);
    actor.stop();
  });

  it("offers no SMS way without a bound number", () => {
    const actor = createActor(paymentPasswordMachine, { input: { hasPaymentPassword: true, mobileBound: false } }).start();
    actor.send({ type: "PAYPWD.METHOD", method: "sms" });
    expect(actor.getSnapshot().context.method).toBe("old");
    actor.stop();
  });

  it("sends a binding code to the typed number only when it is a mobile number", async () => {
    const sent: SmsSendRequest[] = [];
    const actor = createActor(mobileBindingMachine.provide({ actors: { smsCode: recordingSms(sent) } }), { input: { countryDialingCode: "+66", mobileBound: true } }).start();
    actor.send({ type: "MOBILE.CHANGE", field: "mobileNum", value: "0812" });
    actor.send({ type: "MOBILE.SEND_CODE" });
    expect(actor.getSnapshot().context.fieldErrors.mobileNum).toEqual({ kind: "mobile" });
    actor.send({ type: "MOBILE.CHANGE", field: "mobileNum", value: " 0811112222 " });
    actor.send({ type: "MOBILE.SEND_CODE" });
    await waitFor(actor.getSnapshot().children.smsCode!, (s) => s.matches("countingDown"));
    expect(sent).toEqual([{ mobileNum: "0811112222", countryDialingCode: "+66", purpose: "bindMobile", provider: "platform" }]);
    actor.stop();
  });
});

import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { mobileBindingMachine } from "../../machines/mobile-binding.machine";
import { paymentPasswordMachine } from "../../machines/payment-password.machine";
import { MASK, maskSecrets } from "../../src/app/mask-secrets";
import { maskEvent, maskSnapshot } from "../../src/app/mask-inspection";

/** The security centre's payment passwords and SMS codes never reach the inspector. */
describe("the security centre's secrets in the inspector", () => {
  it("masks the payment-password request and the typed fields", () => {
    expect(maskSecrets({ newPaymentPassword: "123456", confirmPaymentPassword: "123456", oldPaymentPassword: "654321", verificationCode: "111222" })).toEqual({
      newPaymentPassword: MASK,
      confirmPaymentPassword: MASK,
      oldPaymentPassword: MASK,
      verificationCode: MASK,
    });
    for (const field of ["newPaymentPassword", "confirmPaymentPassword", "oldPaymentPassword", "verificationCode"]) {
      expect(maskEvent({ type: "PAYPWD.CHANGE", field, value: "123456" } as { type: string })).toMatchObject({ field, value: MASK });
    }
    expect(maskEvent({ type: "MOBILE.CHANGE", field: "verificationCode", value: "123456" } as { type: string })).toMatchObject({ value: MASK });
    // The number being bound keeps only its last 3 digits.
    expect(maskEvent({ type: "MOBILE.CHANGE", field: "mobileNum", value: "0811112222" } as { type: string })).toMatchObject({ value: "*******222" });
  });

  it("masks the flows' snapshots", () => {
    const payment = createActor(paymentPasswordMachine, { input: { hasPaymentPassword: true, mobileBound: true } }).start();
    payment.send({ type: "PAYPWD.CHANGE", field: "oldPaymentPassword", value: "654321" });
    payment.send({ type: "PAYPWD.CHANGE", field: "newPaymentPassword", value: "123456" });
    const masked = maskSnapshot(payment, payment.getSnapshot()) as { context: Record<string, unknown> };
    expect(masked.context).toMatchObject({ oldPaymentPassword: MASK, newPaymentPassword: MASK, hasPaymentPassword: true });
    payment.stop();

    const mobile = createActor(mobileBindingMachine, { input: { countryDialingCode: "+66", mobileBound: true } }).start();
    mobile.send({ type: "MOBILE.CHANGE", field: "verificationCode", value: "999999" });
    mobile.send({ type: "MOBILE.CHANGE", field: "loginPassword", value: "Demo1234" });
    mobile.send({ type: "MOBILE.CHANGE", field: "oldMobileCode", value: "888888" });
    expect((maskSnapshot(mobile, mobile.getSnapshot()) as { context: Record<string, unknown> }).context).toMatchObject({ verificationCode: MASK, loginPassword: MASK, oldMobileCode: MASK });
    mobile.stop();
  });
});

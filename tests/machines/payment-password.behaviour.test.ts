import { describe, expect, it } from "vitest";
import { paymentPasswordErrors, paymentPasswordMachine, sixDigits, type PaymentPasswordContext } from "../../machines/payment-password.machine";
import { errorOf } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// Payment password (security centre): 6 digits; a set one is changed with the old one or with an SMS code
// to the bound number. Every way needs the login password too (a security change re-authenticates, so a stolen session alone cannot change it).
describe("payment password rules", () => {
  it("six digits: empty is required, another length says 6 to 6, anything but digits is pattern 6", () => {
    expect(sixDigits("")).toEqual({ kind: "required" });
    expect(sixDigits("12345")).toEqual({ kind: "length", min: 6, max: 6 });
    expect(sixDigits("1234567")).toEqual({ kind: "length", min: 6, max: 6 });
    expect(sixDigits("12345a")).toEqual({ kind: "pattern", patternId: 6 });
    expect(sixDigits("24681 ")).toEqual({ kind: "pattern", patternId: 6 });
    expect(sixDigits("a12345")).toEqual({ kind: "pattern", patternId: 6 });
    expect(sixDigits("246810")).toBeUndefined();
  });

  const form = (over: Partial<PaymentPasswordContext>): PaymentPasswordContext => ({
    hasPaymentPassword: true,
    mobileBound: true,
    method: "old",
    loginPassword: "Demo1234",
    oldPaymentPassword: "",
    verificationCode: "",
    newPaymentPassword: "",
    confirmPaymentPassword: "",
    fieldErrors: {},
    ...over,
  });

  it("changing with the old one: the old one is required, no code asked", () => {
    expect(paymentPasswordErrors(form({}))).toEqual({
      oldPaymentPassword: { kind: "required" },
      newPaymentPassword: { kind: "required" },
      confirmPaymentPassword: { kind: "required" },
    });
    expect(paymentPasswordErrors(form({ oldPaymentPassword: "   ", newPaymentPassword: "246810", confirmPaymentPassword: "246811" }))).toEqual({
      oldPaymentPassword: { kind: "required" },
      confirmPaymentPassword: { kind: "mismatch" },
    });
    expect(paymentPasswordErrors(form({ oldPaymentPassword: "123456", newPaymentPassword: "246810", confirmPaymentPassword: "246810" }))).toEqual({});
  });

  it("changing with a code: the code is checked, not the old one", () => {
    expect(paymentPasswordErrors(form({ method: "sms", verificationCode: "12", newPaymentPassword: "246810", confirmPaymentPassword: "246810" }))).toEqual({
      verificationCode: { kind: "smsCode" },
    });
    expect(paymentPasswordErrors(form({ method: "sms", newPaymentPassword: "246810", confirmPaymentPassword: "246810" }))).toEqual({ verificationCode: { kind: "required" } });
    expect(paymentPasswordErrors(form({ method: "sms", verificationCode: " 654321 ", newPaymentPassword: "246810", confirmPaymentPassword: "246810" }))).toEqual({});
  });

  it("every way asks for the login password; blank spaces are none", () => {
    expect(paymentPasswordErrors(form({ loginPassword: "", oldPaymentPassword: "123456", newPaymentPassword: "246810", confirmPaymentPassword: "246810" }))).toEqual({ loginPassword: { kind: "required" } });
    expect(paymentPasswordErrors(form({ loginPassword: "  ", hasPaymentPassword: false, newPaymentPassword: "246810", confirmPaymentPassword: "246810" }))).toEqual({ loginPassword: { kind: "required" } });
  });

  it("setting a first one asks neither the old one nor a code", () => {
    expect(paymentPasswordErrors(form({ hasPaymentPassword: false, newPaymentPassword: "12345", confirmPaymentPassword: "12345" }))).toEqual({
      newPaymentPassword: { kind: "length", min: 6, max: 6 },
    });
    expect(paymentPasswordErrors(form({ hasPaymentPassword: false, method: "sms", newPaymentPassword: "246810", confirmPaymentPassword: "246810" }))).toEqual({});
  });
});

const change = (field: string, value: string) => ({ type: "PAYPWD.CHANGE", field, value });
const filledOld = [change("loginPassword", "Demo1234"), change("oldPaymentPassword", "123456"), change("newPaymentPassword", "246810"), change("confirmPaymentPassword", "246810")];
const submit = { type: "PAYPWD.SUBMIT" };
const CLEARED = { loginPassword: "", oldPaymentPassword: "", verificationCode: "", newPaymentPassword: "", confirmPaymentPassword: "" };
const changing = { name: "paymentPassword", machine: paymentPasswordMachine, input: { hasPaymentPassword: true, mobileBound: true } };
const noMobile = { ...changing, input: { hasPaymentPassword: true, mobileBound: false } };
const first = { ...changing, input: { hasPaymentPassword: false, mobileBound: true } };

describeWalks(changing, [
  { name: "starts with the old-password way and an empty form", steps: [], state: "editing", context: { method: "old", ...CLEARED, fieldErrors: {} } },
  { name: "with a bound mobile the code way can be chosen", steps: [{ type: "PAYPWD.METHOD", method: "sms" }], state: "editing", context: { method: "sms" } },
  {
    name: "an empty submit shows what is missing and sends nothing",
    steps: [submit],
    state: "editing",
    requests: { setPaymentPassword: 0 },
    context: { fieldErrors: { loginPassword: { kind: "required" }, oldPaymentPassword: { kind: "required" }, newPaymentPassword: { kind: "required" }, confirmPaymentPassword: { kind: "required" } } },
  },
  {
    name: "typing in a field clears its message only",
    steps: [submit, change("newPaymentPassword", "2")],
    state: "editing",
    context: { fieldErrors: { loginPassword: { kind: "required" }, oldPaymentPassword: { kind: "required" }, newPaymentPassword: undefined, confirmPaymentPassword: { kind: "required" } } },
  },
  { name: "a filled form is sent", steps: [...filledOld, submit], state: "submitting", requests: { setPaymentPassword: 1 } },
  {
    name: "a wrong login password's lock is shown on the form, which keeps what was typed",
    steps: [...filledOld, submit, failure("setPaymentPassword", errorOf("LOGIN_PASSWORD_LOCKED", { until: "2026-11-23T12:00:00.000Z" }))],
    state: "editing",
    context: { error: { errorCode: "LOGIN_PASSWORD_LOCKED" }, loginPassword: "Demo1234", oldPaymentPassword: "123456" },
  },
  {
    name: "once set, the form is cleared and the password counts as set",
    steps: [...filledOld, submit, answer("setPaymentPassword")],
    state: "done",
    context: { hasPaymentPassword: true, ...CLEARED },
  },
  {
    name: "a wrong old one is shown on the form, which keeps what was typed",
    steps: [...filledOld, submit, failure("setPaymentPassword", errorOf("PAYMENT_PASSWORD_INCORRECT"))],
    state: "editing",
    context: { error: { errorCode: "PAYMENT_PASSWORD_INCORRECT" }, oldPaymentPassword: "123456" },
  },
  {
    name: "the refusal's message can be dismissed",
    steps: [...filledOld, submit, failure("setPaymentPassword", errorOf("PAYMENT_PASSWORD_INCORRECT")), { type: "PAYPWD.DISMISS_ERROR" }],
    state: "editing",
    context: { error: undefined },
  },
  {
    name: "after a change, changing it again starts from an empty form with the old-password way",
    steps: [{ type: "PAYPWD.METHOD", method: "sms" }, change("loginPassword", "Demo1234"), change("verificationCode", "654321"), change("newPaymentPassword", "246810"), change("confirmPaymentPassword", "246810"), submit, answer("setPaymentPassword"), { type: "PAYPWD.AGAIN" }],
    state: "editing",
    context: { method: "old", ...CLEARED, fieldErrors: {} },
  },
]);

describeWalks(noMobile, [
  { name: "without a bound mobile the code way cannot be chosen", steps: [{ type: "PAYPWD.METHOD", method: "sms" }], state: "editing", context: { method: "old" } },
  {
    name: "without a bound mobile the old-password way can still be chosen, which clears the form's messages",
    steps: [{ type: "PAYPWD.SUBMIT" }, { type: "PAYPWD.METHOD", method: "old" }],
    state: "editing",
    context: { method: "old", fieldErrors: {} },
  },
]);

describeWalks(first, [
  {
    name: "setting a first one needs the login password and the new one twice",
    steps: [change("loginPassword", "Demo1234"), change("newPaymentPassword", "246810"), change("confirmPaymentPassword", "246810"), submit],
    state: "submitting",
    requests: { setPaymentPassword: 1 },
  },
  {
    name: "setting a first one without the login password sends nothing",
    steps: [change("newPaymentPassword", "246810"), change("confirmPaymentPassword", "246810"), submit],
    state: "editing",
    requests: { setPaymentPassword: 0 },
    context: { fieldErrors: { loginPassword: { kind: "required" } } },
  },
  { name: "setting a first one has no code way", steps: [{ type: "PAYPWD.METHOD", method: "sms" }], state: "editing", context: { method: "old" } },
]);

import { assign, sendTo, setup } from "xstate";
import type { ErrorInfo, PaymentPasswordRequest } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { smsCodeMachine } from "./sms-code.machine";
import { collectErrors, confirmation, hasErrors, required, smsCode, type FieldError, type FieldErrors } from "./validation";

export type PaymentPasswordField = "loginPassword" | "oldPaymentPassword" | "verificationCode" | "newPaymentPassword" | "confirmPaymentPassword";
/** How a set payment password is changed: with the old one, or with a code sent to the bound number. */
export type PaymentPasswordMethod = "old" | "sms";

export interface PaymentPasswordInput {
  hasPaymentPassword: boolean;
  mobileBound: boolean;
}

export interface PaymentPasswordContext extends PaymentPasswordInput, Record<PaymentPasswordField, string> {
  method: PaymentPasswordMethod;
  fieldErrors: FieldErrors<PaymentPasswordField>;
  error?: ErrorInfo;
}

export type PaymentPasswordEvent =
  | { type: "PAYPWD.CHANGE"; field: PaymentPasswordField; value: string }
  | { type: "PAYPWD.METHOD"; method: PaymentPasswordMethod }
  | { type: "PAYPWD.SEND_CODE" }
  | { type: "PAYPWD.SUBMIT" }
  | { type: "PAYPWD.AGAIN" }
  | { type: "PAYPWD.DISMISS_ERROR" };

/** The payment password's length (spec: 6 digits). */
export const PAYMENT_PASSWORD_LENGTH = 6;

/** Six digits: empty is required, other lengths the length message, anything but digits pattern 6 (digits only). */
export function sixDigits(value: string): FieldError | undefined {
  if (value === "") return { kind: "required" };
  if (value.length !== PAYMENT_PASSWORD_LENGTH) return { kind: "length", min: PAYMENT_PASSWORD_LENGTH, max: PAYMENT_PASSWORD_LENGTH };
  return /^\d+$/.test(value) ? undefined : { kind: "pattern", patternId: 6 };
}

export function paymentPasswordErrors(context: PaymentPasswordContext): FieldErrors<PaymentPasswordField> {
  const changing = context.hasPaymentPassword;
  return collectErrors<PaymentPasswordField>({
    loginPassword: required(context.loginPassword),
    oldPaymentPassword: changing && context.method === "old" ? required(context.oldPaymentPassword) : undefined,
    verificationCode: changing && context.method === "sms" ? smsCode(context.verificationCode) : undefined,
    newPaymentPassword: sixDigits(context.newPaymentPassword),
    confirmPaymentPassword: confirmation(context.confirmPaymentPassword, context.newPaymentPassword),
  });
}

function request(context: PaymentPasswordContext): PaymentPasswordRequest {
  const base = { loginPassword: context.loginPassword, newPaymentPassword: context.newPaymentPassword, confirmPaymentPassword: context.confirmPaymentPassword };
  if (!context.hasPaymentPassword) return base;
  return context.method === "old" ? { ...base, oldPaymentPassword: context.oldPaymentPassword } : { ...base, verificationCode: context.verificationCode.trim() };
}

const CLEARED = { loginPassword: "", oldPaymentPassword: "", verificationCode: "", newPaymentPassword: "", confirmPaymentPassword: "" };

/**
 * Sets the payment password (6 digits), or changes a set one with the old one or with an SMS code to the bound
 * number; every way also asks for the login password (re-authentication). Wrong old ones lock it on the server, wrong
 * login passwords lock security changes (each lock's message shows its end); a reset by code is held for 24 hours
 * after the mobile number changed (the message says when it opens).
 */
export const paymentPasswordMachine = setup({
  types: {
    context: {} as PaymentPasswordContext,
    events: {} as PaymentPasswordEvent,
    input: {} as PaymentPasswordInput,
    children: {} as { smsCode: "smsCode" },
  },
  actors: {
    setPaymentPassword: promiseNotProvided<void, PaymentPasswordRequest>("setPaymentPassword"),
    smsCode: smsCodeMachine,
  },
  actions: { paymentPasswordSet: () => {} },
  guards: {
    isValid: ({ context }) => !hasErrors(paymentPasswordErrors(context)),
    mayUseSms: ({ context, event }) => context.hasPaymentPassword && ((event as { method?: string }).method === "old" || context.mobileBound),
  },
}).createMachine({
  id: "paymentPassword",
  description: "Set the payment password, or change it with the old one or an SMS code; the login password confirms it.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "3 Entities and fields", "5 Validation rules"], screen: "Security centre: payment password" },
  context: ({ input }) => ({ ...input, method: "old", ...CLEARED, fieldErrors: {} }),
  invoke: { id: "smsCode", src: "smsCode", input: { purpose: "paymentPassword", provider: "platform" } },
  initial: "editing",
  on: { "PAYPWD.DISMISS_ERROR": { actions: assign({ error: undefined }) } },
  states: {
    editing: {
      description: "The form: the login password, the old payment password or an SMS code (when one is set), the new one twice.",
      on: {
        "PAYPWD.CHANGE": {
          description: "Type into a field; its error goes away.",
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "PAYPWD.METHOD": { guard: "mayUseSms", actions: assign({ method: ({ event }) => event.method, fieldErrors: {}, error: undefined }) },
        // The code goes to the bound number: the server knows it, the request names none.
        "PAYPWD.SEND_CODE": { actions: sendTo("smsCode", { type: "SMS.SEND" as const, mobileNum: "", countryDialingCode: "" }) },
        "PAYPWD.SUBMIT": [
          { guard: "isValid", target: "submitting", description: "Every field is filled right: send.", actions: assign({ error: undefined, fieldErrors: {} }) },
          { description: "Show what is missing or malformed (the login password included).", actions: assign({ fieldErrors: ({ context }) => paymentPasswordErrors(context) }) },
        ],
      },
    },
    submitting: {
      description: "The server checks the login password (and the old one or the code), then sets the new one.",
      invoke: {
        id: "setPaymentPassword",
        src: "setPaymentPassword",
        input: ({ context }) => request(context),
        onDone: { target: "done", description: "Set: the passwords typed are forgotten and the profile learns it.", actions: [assign({ hasPaymentPassword: true, ...CLEARED }), "paymentPasswordSet"] },
        onError: {
          target: "editing",
          description: "Refused (a wrong password, a lock, a held reset) or failed: back to the form with the message.",
          actions: assign({ error: ({ event }) => asErrorInfo(event.error) }),
        },
      },
    },
    done: {
      description: "The payment password is set.",
      on: { "PAYPWD.AGAIN": { target: "editing", actions: assign({ method: "old", ...CLEARED, fieldErrors: {} }) } },
    },
  },
});

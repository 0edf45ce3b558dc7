import { assign, sendTo, setup } from "xstate";
import type { BindMobileAnswer, BindMobileRequest, ErrorInfo } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { smsCodeMachine } from "./sms-code.machine";
import { collectErrors, hasErrors, mobileNumber, required, smsCode, type FieldErrors } from "./validation";

export type MobileBindingField = "mobileNum" | "verificationCode" | "loginPassword" | "oldMobileCode";

export interface MobileBindingInput {
  countryDialingCode: string;
  /** A number is bound now: changing it needs a code sent to it (the old-channel code). */
  mobileBound: boolean;
}

export interface MobileBindingContext extends Record<MobileBindingField, string> {
  countryDialingCode: string;
  mobileBound: boolean;
  fieldErrors: FieldErrors<MobileBindingField>;
  error?: ErrorInfo;
  /** The number now bound (masked) and when recovery by it opens. */
  bound?: BindMobileAnswer;
}

export type MobileBindingEvent =
  | { type: "MOBILE.CHANGE"; field: MobileBindingField; value: string }
  | { type: "MOBILE.COUNTRY"; countryDialingCode: string }
  | { type: "MOBILE.SEND_CODE" }
  | { type: "MOBILE.SEND_OLD_CODE" }
  | { type: "MOBILE.SUBMIT" }
  | { type: "MOBILE.AGAIN" }
  | { type: "MOBILE.DISMISS_ERROR" };

export function mobileBindingErrors(context: MobileBindingContext): FieldErrors<MobileBindingField> {
  return collectErrors<MobileBindingField>({
    mobileNum: mobileNumber(context.mobileNum),
    verificationCode: smsCode(context.verificationCode),
    loginPassword: required(context.loginPassword),
    oldMobileCode: context.mobileBound ? smsCode(context.oldMobileCode) : undefined,
  });
}

function request(context: MobileBindingContext): BindMobileRequest {
  const base = {
    mobileNum: context.mobileNum.trim(),
    countryDialingCode: context.countryDialingCode,
    verificationCode: context.verificationCode.trim(),
    loginPassword: context.loginPassword,
  };
  return context.mobileBound ? { ...base, oldMobileCode: context.oldMobileCode.trim() } : base;
}

const CLEARED = { mobileNum: "", verificationCode: "", loginPassword: "", oldMobileCode: "" };

/**
 * Binds or changes the member's mobile number, a recovery channel: the new number with a code sent to it (the smsCode
 * child's countdown), the member's login password, and, when a number is bound already, a code sent to that number
 * (the oldSmsCode child). The answer says when password recovery by the new number opens (24 hours on).
 */
export const mobileBindingMachine = setup({
  types: {
    context: {} as MobileBindingContext,
    events: {} as MobileBindingEvent,
    input: {} as MobileBindingInput,
    children: {} as { smsCode: "smsCode"; oldSmsCode: "smsCode" },
  },
  actors: {
    bindMobile: promiseNotProvided<BindMobileAnswer, BindMobileRequest>("bindMobile"),
    smsCode: smsCodeMachine,
  },
  actions: {
    /** Tells the profile the new (masked) number and when recovery by it opens. */
    mobileBound: (_, _params: { mobile: string; recoveryOpensAt: string }) => {},
  },
  guards: {
    isValid: ({ context }) => !hasErrors(mobileBindingErrors(context)),
    hasValidMobile: ({ context }) => mobileNumber(context.mobileNum) === undefined,
    hasBoundMobile: ({ context }) => context.mobileBound,
  },
}).createMachine({
  id: "mobileBinding",
  description: "Bind a first mobile number, or change the bound one: the login password, a code to the new number and, when one is bound, a code to the old number.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "5 Validation rules", "4 States and transitions"], screen: "Security centre: bind mobile number" },
  context: ({ input }) => ({ countryDialingCode: input.countryDialingCode, mobileBound: input.mobileBound, ...CLEARED, fieldErrors: {} }),
  invoke: [
    { id: "smsCode", src: "smsCode", input: { purpose: "bindMobile", provider: "platform" } },
    { id: "oldSmsCode", src: "smsCode", input: { purpose: "oldMobile", provider: "platform" } },
  ],
  initial: "editing",
  on: { "MOBILE.DISMISS_ERROR": { description: "Close the message of a refused binding.", actions: assign({ error: undefined }) } },
  states: {
    editing: {
      description: "The form: new number and its code, the login password, and the code sent to the bound number when there is one.",
      on: {
        "MOBILE.CHANGE": {
          description: "Type into a field; its error goes away.",
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "MOBILE.COUNTRY": { description: "Choose the dialling code of the new number.", actions: assign({ countryDialingCode: ({ event }) => event.countryDialingCode }) },
        "MOBILE.SEND_CODE": [
          {
            guard: "hasValidMobile",
            description: "Send a code to the new number (once it looks like a mobile number).",
            actions: sendTo("smsCode", ({ context }) => ({ type: "SMS.SEND" as const, mobileNum: context.mobileNum.trim(), countryDialingCode: context.countryDialingCode })),
          },
          { description: "A malformed new number: say so instead of sending.", actions: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, mobileNum: mobileNumber(context.mobileNum) }) }) },
        ],
        "MOBILE.SEND_OLD_CODE": {
          guard: "hasBoundMobile",
          description: "Send a code to the number bound now (the server knows it), to prove the change comes from its owner.",
          actions: sendTo("oldSmsCode", { type: "SMS.SEND" as const, mobileNum: "", countryDialingCode: "" }),
        },
        "MOBILE.SUBMIT": [
          { guard: "isValid", target: "binding", description: "Every field is filled right: bind.", actions: assign({ error: undefined, fieldErrors: {} }) },
          { description: "Show what is missing or malformed.", actions: assign({ fieldErrors: ({ context }) => mobileBindingErrors(context) }) },
        ],
      },
    },
    binding: {
      description: "The server checks the login password and the codes, then binds the number.",
      invoke: {
        id: "bindMobile",
        src: "bindMobile",
        input: ({ context }) => request(context),
        onDone: {
          target: "done",
          description: "Bound: the profile learns the number and when recovery by it opens; the password and codes are forgotten.",
          actions: [
            assign({ bound: ({ event }) => event.output, mobileBound: true, loginPassword: "", verificationCode: "", oldMobileCode: "" }),
            { type: "mobileBound", params: ({ event }) => ({ mobile: event.output.mobile, recoveryOpensAt: event.output.recoveryOpensAt }) },
          ],
        },
        onError: { target: "editing", description: "Refused (wrong password, a lock, a wrong code) or failed: back to the form with the message.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: {
      description: "The number is bound; recovery by it opens 24 hours after the change.",
      on: { "MOBILE.AGAIN": { target: "editing", description: "Change the number again: an empty form (now with the old-number code).", actions: assign({ ...CLEARED, fieldErrors: {}, bound: undefined }) } },
    },
  },
});

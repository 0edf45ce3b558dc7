import { assign, sendTo, setup } from "xstate";
import type { BindMobileAnswer, BindMobileRequest, ErrorInfo } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { smsCodeMachine } from "./sms-code.machine";
import { collectErrors, hasErrors, mobileNumber, smsCode, type FieldErrors } from "./validation";

export type MobileBindingField = "mobileNum" | "verificationCode";

export interface MobileBindingContext extends Record<MobileBindingField, string> {
  countryDialingCode: string;
  fieldErrors: FieldErrors<MobileBindingField>;
  error?: ErrorInfo;
  bound?: BindMobileAnswer;
}

export type MobileBindingEvent =
  | { type: "MOBILE.CHANGE"; field: MobileBindingField; value: string }
  | { type: "MOBILE.COUNTRY"; countryDialingCode: string }
  | { type: "MOBILE.SEND_CODE" }
  | { type: "MOBILE.SUBMIT" }
  | { type: "MOBILE.AGAIN" }
  | { type: "MOBILE.DISMISS_ERROR" };

export function mobileBindingErrors(context: MobileBindingContext): FieldErrors<MobileBindingField> {
  return collectErrors<MobileBindingField>({ mobileNum: mobileNumber(context.mobileNum), verificationCode: smsCode(context.verificationCode) });
}

/** Binds or changes the member's mobile number with a code sent to the new number (the smsCode child's countdown). */
export const mobileBindingMachine = setup({
  types: {
    context: {} as MobileBindingContext,
    events: {} as MobileBindingEvent,
    input: {} as { countryDialingCode: string },
    children: {} as { smsCode: "smsCode" },
  },
  actors: {
    bindMobile: promiseNotProvided<BindMobileAnswer, BindMobileRequest>("bindMobile"),
    smsCode: smsCodeMachine,
  },
  actions: {
    /** Tells the profile the new (masked) number. */
    mobileBound: (_, _params: { mobile: string }) => {},
  },
  guards: {
    isValid: ({ context }) => !hasErrors(mobileBindingErrors(context)),
    hasValidMobile: ({ context }) => mobileNumber(context.mobileNum) === undefined,
  },
}).createMachine({
  id: "mobileBinding",
  description: "Binding or changing the member's mobile number in the security centre: a code is sent by SMS to the new number and typed back to confirm it.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "5 Validation rules", "4 States and transitions"], screen: "Security centre: bind mobile number" },
  context: ({ input }) => ({ countryDialingCode: input.countryDialingCode, mobileNum: "", verificationCode: "", fieldErrors: {} }),
  invoke: { id: "smsCode", src: "smsCode", input: { purpose: "bindMobile", provider: "platform" } },
  initial: "editing",
  on: { "MOBILE.DISMISS_ERROR": { actions: assign({ error: undefined }) } },
  states: {
    editing: {
      description: "The member types the new mobile number, asks for a code and types it.",
      on: {
        "MOBILE.CHANGE": {
          description: "The member types in a field; its error goes away.",
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "MOBILE.COUNTRY": { actions: assign({ countryDialingCode: ({ event }) => event.countryDialingCode }) },
        "MOBILE.SEND_CODE": [
          {
            guard: "hasValidMobile",
            description: "The number looks right: an SMS code is sent to it.",
            actions: sendTo("smsCode", ({ context }) => ({ type: "SMS.SEND" as const, mobileNum: context.mobileNum.trim(), countryDialingCode: context.countryDialingCode })),
          },
          { actions: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, mobileNum: mobileNumber(context.mobileNum) }) }) },
        ],
        "MOBILE.SUBMIT": [
          { guard: "isValid", target: "binding", actions: assign({ error: undefined, fieldErrors: {} }) },
          { actions: assign({ fieldErrors: ({ context }) => mobileBindingErrors(context) }) },
        ],
      },
    },
    binding: {
      description: "Waiting for the server to check the code and bind the number.",
      invoke: {
        id: "bindMobile",
        src: "bindMobile",
        input: ({ context }) => ({ mobileNum: context.mobileNum.trim(), countryDialingCode: context.countryDialingCode, verificationCode: context.verificationCode.trim() }),
        onDone: {
          target: "done",
          description: "The number is bound: the security centre shows it.",
          actions: [assign({ bound: ({ event }) => event.output }), { type: "mobileBound", params: ({ event }) => ({ mobile: event.output.mobile }) }],
        },
        onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: {
      description: "The new mobile number is bound.",
      on: { "MOBILE.AGAIN": { target: "editing", actions: assign({ mobileNum: "", verificationCode: "", fieldErrors: {}, bound: undefined }) } },
    },
  },
});

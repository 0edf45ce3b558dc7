import { assign, setup } from "xstate";
import type { ErrorInfo, SmsCodeAnswer, SmsCodeRequest } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

/**
 * What a code is for: sign-in and recovery codes, a registration code (by username or by mobile), or a signed-in
 * member's codes: to a number being bound, to the bound number (payment password, `oldMobile` confirming a change of
 * it), or mailed to the current e-mail (`changeEmail`, confirming a change of it).
 */
export type SmsPurpose = SmsCodeRequest["purpose"] | "register" | "registerMobile" | "bindMobile" | "paymentPassword" | "oldMobile" | "changeEmail";

/** What the send actor gets; the app picks the platform call by purpose. */
export interface SmsSendRequest {
  mobileNum: string;
  countryDialingCode: string;
  purpose: SmsPurpose;
  provider: SmsCodeInput["provider"];
}

export interface SmsCodeInput {
  purpose: SmsPurpose;
  /** Firebase codes always wait one minute, whatever the answer says. */
  provider: "platform" | "firebase";
}

export interface SmsCodeContext extends SmsCodeInput {
  secondsLeft: number;
  error?: ErrorInfo;
}

export type SmsCodeEvent =
  /** `purpose` overrides the input's (a registration form switches between username and mobile). */
  | { type: "SMS.SEND"; mobileNum: string; countryDialingCode: string; purpose?: SmsPurpose }
  | { type: "SMS.DISMISS_ERROR" };

export const SMS_THROTTLE_MS = 1000;

/** 60 s times the code's lifetime in minutes (one minute for Firebase). */
export function countdownSeconds(provider: SmsCodeInput["provider"], answer: SmsCodeAnswer): number {
  return provider === "firebase" ? 60 : Math.max(1, Math.ceil(60 * answer.expiredMinutes));
}

/**
 * Sending an SMS code: enabled, sending, then disabled with a visible countdown, then enabled again. A failed send
 * keeps the server's message for the warning popup, and a new send waits 1000 ms.
 */
export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as SmsCodeInput,
  },
  actors: {
    sendSmsCode: promiseNotProvided<SmsCodeAnswer, SmsSendRequest>("sendSmsCode"),
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: "smsCode",
  context: ({ input }) => ({ ...input, secondsLeft: 0 }),
  initial: "ready",
  on: { "SMS.DISMISS_ERROR": { actions: assign({ error: undefined }) } },
  states: {
    ready: {
      on: {
        "SMS.SEND": {
          target: "sending",
          actions: assign({ error: undefined }),
        },
      },
    },
    sending: {
      invoke: {
        id: "sendSmsCode",
        src: "sendSmsCode",
        input: ({ context, event }) => {
          const send = event as Extract<SmsCodeEvent, { type: "SMS.SEND" }>;
          return { mobileNum: send.mobileNum, countryDialingCode: send.countryDialingCode, purpose: send.purpose ?? context.purpose, provider: context.provider };
        },
        onDone: {
          target: "countingDown",
          actions: assign({ secondsLeft: ({ context, event }) => countdownSeconds(context.provider, event.output) }),
        },
        onError: { target: "throttled", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    throttled: {
      after: { [SMS_THROTTLE_MS]: "ready" },
    },
    countingDown: {
      after: {
        1000: [
          { guard: "isLastSecond", target: "ready", actions: assign({ secondsLeft: 0 }) },
          { target: "countingDown", reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
        ],
      },
    },
  },
});

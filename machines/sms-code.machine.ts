import { assign, setup } from "xstate";
import type { ErrorInfo, SmsCodeAnswer, SmsCodeRequest } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

/**
 * What a code is for: sign-in and recovery codes, a registration code (by username or by mobile), or a signed-in
 * member's codes: to a number being bound, to the bound number (payment password, `oldMobile` confirming a change of
 * it), or mailed to the current e-mail (`changeEmail`, confirming a change of it).
 */
export type SmsPurpose =
  | SmsCodeRequest["purpose"]
  | "register"
  | "registerMobile"
  | "bindMobile"
  | "paymentPassword"
  | "oldMobile"
  | "changeEmail"
  /** A sign-in from an unknown address: the code goes to the member's registered mobile, named by a ticket. */
  | "ipVerification";

/** What the send actor gets; the app picks the platform call by purpose. */
export interface SmsSendRequest {
  mobileNum: string;
  countryDialingCode: string;
  purpose: SmsPurpose;
  provider: SmsCodeInput["provider"];
  /** The IP-verification ticket (purpose ipVerification): the server knows the number, the client never does. */
  ticket?: string;
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
  | { type: "SMS.SEND"; mobileNum: string; countryDialingCode: string; purpose?: SmsPurpose; ticket?: string }
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
  description:
    "The “send code” button beside a mobile number field (login, registration, password recovery, phone binding): it sends an SMS code, then stays disabled with a countdown of 60 seconds per minute the code lasts (one minute for Firebase) before it can send again.",
  meta: {
    spec: ["4 States and transitions", "7 Calls › Authentication and member", "8 Error catalogue", "9 Business constants and limits"],
    screen: "Send SMS code button",
  },
  context: ({ input }) => ({ ...input, secondsLeft: 0 }),
  initial: "ready",
  on: { "SMS.DISMISS_ERROR": { description: "The person closes the warning about a failed send.", actions: assign({ error: undefined }) } },
  states: {
    ready: {
      description: "The “send code” button is enabled.",
      on: {
        "SMS.SEND": {
          target: "sending",
          description: "The person presses “send code” for the number they typed.",
          actions: assign({ error: undefined }),
        },
      },
    },
    sending: {
      description: "Waiting for the server to send the SMS code.",
      invoke: {
        id: "sendSmsCode",
        src: "sendSmsCode",
        input: ({ context, event }) => {
          const send = event as Extract<SmsCodeEvent, { type: "SMS.SEND" }>;
          const request: SmsSendRequest = { mobileNum: send.mobileNum, countryDialingCode: send.countryDialingCode, purpose: send.purpose ?? context.purpose, provider: context.provider };
          return send.ticket === undefined ? request : { ...request, ticket: send.ticket };
        },
        onDone: {
          target: "countingDown",
          description: "The code was sent: the countdown starts.",
          actions: assign({ secondsLeft: ({ context, event }) => countdownSeconds(context.provider, event.output) }),
        },
        onError: { target: "throttled", description: "The code could not be sent: a warning popup shows the server's message.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    throttled: {
      description: "After a failed send the button waits one second before it can be pressed again.",
      after: { [SMS_THROTTLE_MS]: { target: "ready", description: "A second has passed: the button is enabled again." } },
    },
    countingDown: {
      description: "A code was sent: the button is disabled and shows the seconds left before another can be sent.",
      after: {
        1000: [
          { guard: "isLastSecond", target: "ready", description: "The countdown reached zero: the button is enabled again.", actions: assign({ secondsLeft: 0 }) },
          { target: "countingDown", reenter: true, description: "Another second passes.", actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
        ],
      },
    },
  },
});

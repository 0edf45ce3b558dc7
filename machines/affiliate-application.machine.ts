import { assign, setup } from "xstate";
import type { AffiliateApplicationAnswer, AffiliateApplicationRequest, ErrorInfo } from "../contract";
import { affiliateErrors, trimmedApplication, type AffiliateField, type AffiliateForm } from "./affiliate-application-rules";
import { submissionKey } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import type { FieldErrors } from "./validation";

export interface AffiliateApplicationInput {
  /** The picker's first code (the visitor's country, else Thailand's). */
  countryDialingCode: string;
  /** Random per opened form (given by the app): the Idempotency-Keys are this prefix and the submission's number. */
  keyPrefix: string;
}

/** What is sent: the trimmed application and its Idempotency-Key. */
export interface AffiliateApplicationSend {
  request: AffiliateApplicationRequest;
  key: string;
}

export interface AffiliateApplicationContext {
  form: AffiliateForm;
  keyPrefix: string;
  /**
   * Numbers the submissions: sending the same form again (a retry after a failure or a lost answer) keeps its
   * Idempotency-Key, so the server files it once; any change to the form makes it a new submission with a new key.
   */
  submission: number;
  fieldErrors: FieldErrors<AffiliateField>;
  error?: ErrorInfo;
  /** The stored application's reference, once sent. */
  submitted?: AffiliateApplicationAnswer;
}

export type AffiliateApplicationEvent =
  | { type: "AFFILIATE.CHANGE"; field: AffiliateField; value: string }
  | { type: "AFFILIATE.SUBMIT" }
  | { type: "AFFILIATE.DISMISS_ERROR" };

/**
 * The affiliate application form: name, mobile with its dialling code, e-mail, LINE id or other contact,
 * where the applicant will promote, a short message; checked like the registration's fields, sent with one Idempotency-Key
 * per submission (a double send or a retry after a lost answer files one application), kept as typed when the send
 * fails.
 */
export const affiliateApplicationMachine = setup({
  types: {
    context: {} as AffiliateApplicationContext,
    events: {} as AffiliateApplicationEvent,
    input: {} as AffiliateApplicationInput,
  },
  actors: {
    submitApplication: promiseNotProvided<AffiliateApplicationAnswer, AffiliateApplicationSend>("submitApplication"),
  },
  guards: {
    isValid: ({ context }) => Object.keys(affiliateErrors(context.form)).length === 0,
  },
}).createMachine({
  id: "affiliateApplication",
  description:
    "A member applies to become an affiliate: name, mobile number, e-mail, LINE id or other contact, where they will promote the site and a short message. The form is checked before it is sent; staff follow the application up.",
  meta: { spec: ["2 Screens and routes › Agent centre pages", "5 Validation rules", "8 Error catalogue"], screen: "Agent centre: affiliate application (affiliateApplication)" },
  context: ({ input }) => ({
    form: { fullName: "", countryDialingCode: input.countryDialingCode, mobileNum: "", email: "", contact: "", channel: "", message: "" },
    keyPrefix: input.keyPrefix,
    submission: 0,
    fieldErrors: {},
  }),
  initial: "editing",
  states: {
    editing: {
      description: "The member fills in the application (after a failed send, the reason is shown and everything typed is kept).",
      on: {
        "AFFILIATE.CHANGE": {
          description: "The member types in a field (or picks a dialling code); any error shown under that field goes away.",
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            submission: event.value === context.form[event.field] ? context.submission : context.submission + 1,
            fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
          })),
        },
        "AFFILIATE.SUBMIT": [
          {
            guard: "isValid",
            target: "submitting",
            description: "Everything is filled in as the rules ask: the application is sent.",
            actions: assign({ fieldErrors: {}, error: undefined }),
          },
          {
            description: "Something is missing or breaks its rule (name, mobile, e-mail, channel, lengths): nothing is sent and each field says what is wrong.",
            actions: assign({ fieldErrors: ({ context }) => affiliateErrors(context.form) }),
          },
        ],
        "AFFILIATE.DISMISS_ERROR": { description: "The member closes the error message.", actions: assign({ error: undefined }) },
      },
    },
    submitting: {
      description: "Sending the application; the send button waits and the fields cannot change.",
      invoke: {
        id: "submitApplication",
        src: "submitApplication",
        input: ({ context }): AffiliateApplicationSend => ({ request: trimmedApplication(context.form), key: submissionKey(context.keyPrefix, context.submission) }),
        onDone: {
          target: "submitted",
          description: "The application was stored: a confirmation with its reference is shown.",
          actions: assign({ submitted: ({ event }) => event.output }),
        },
        onError: {
          target: "editing",
          description:
            "Not stored (refused, too many applications, or no answer): the reason is shown in the member's language and the form keeps everything typed; sending it again unchanged keeps its key, so it is filed at most once.",
          actions: assign({ error: ({ event }) => asErrorInfo(event.error) }),
        },
      },
    },
    submitted: { type: "final", description: "The application was received; staff will contact the member." },
  },
});

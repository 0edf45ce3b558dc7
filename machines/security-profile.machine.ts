import { assign, sendTo, setup } from "xstate";
import type { ErrorInfo, FieldSetting, Profile, ProfileField, SaveProfileRequest, SecurityProfile } from "../contract";
import { PROFILE_FIELDS } from "../contract/rules/limits";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { smsCodeMachine } from "./sms-code.machine";
import { collectErrors, hasErrors, matchesPattern, required, smsCode, type FieldError, type FieldErrors } from "./validation";

const FIELDS: readonly ProfileField[] = PROFILE_FIELDS;

const EMPTY_PROFILE: Profile = { nickname: "", realName: "", birthday: "", email: "", telegram: "", line: "", zalo: "", address: "", nationality: "" };

export interface SecurityProfileContext {
  /** What the server last said (profile, rules, mobile, payment password). */
  data?: SecurityProfile;
  values: Profile;
  fieldErrors: FieldErrors<ProfileField>;
  error?: ErrorInfo;
  /** The last save went through (a notice until the next change). */
  saved: boolean;
  /** Changing the e-mail (a recovery channel): the login password, and the code mailed to the current e-mail. */
  loginPassword: string;
  emailCode: string;
  reauthErrors: FieldErrors<ReauthField>;
}

export type ReauthField = "loginPassword" | "emailCode";

export type SecurityProfileEvent =
  | { type: "PROFILE.CHANGE"; field: ProfileField; value: string }
  | { type: "PROFILE.SUBMIT" }
  | { type: "PROFILE.RETRY" }
  | { type: "PROFILE.DISMISS_ERROR" }
  /** Changing the e-mail: type the login password or the mailed code, send the code, confirm, or go back. */
  | { type: "PROFILE.REAUTH_CHANGE"; field: ReauthField; value: string }
  | { type: "PROFILE.SEND_EMAIL_CODE" }
  | { type: "PROFILE.CONFIRM" }
  | { type: "PROFILE.CANCEL" }
  /** From the mobile-binding flow: the number now bound (masked) and when recovery by it opens. */
  | { type: "PROFILE.MOBILE_BOUND"; mobile: string; recoveryOpensAt?: string }
  /** From the payment-password flow. */
  | { type: "PROFILE.PAYMENT_PASSWORD_SET" };

/** One field under its rule: empty is fine unless required; otherwise length, then the accepted pattern. */
function fieldError(value: string, rule: FieldSetting | undefined): FieldError | undefined {
  const text = value.trim();
  if (!rule) return undefined;
  if (text === "") return rule.required ? { kind: "required" } : undefined;
  if (text.length < rule.minLength || text.length > rule.maxLength) return { kind: "length", min: rule.minLength, max: rule.maxLength };
  return matchesPattern(rule.acceptedPattern, text) ? undefined : { kind: "pattern", patternId: rule.patternId };
}

export function profileErrors(context: SecurityProfileContext): FieldErrors<ProfileField> {
  const data = context.data;
  const checks = Object.fromEntries(
    FIELDS.map((field) => [field, field === "realName" && data?.realNameLocked ? undefined : fieldError(context.values[field], data?.rules[field])]),
  ) as Record<ProfileField, FieldError | undefined>;
  return collectErrors(checks);
}

const trimmed = (values: Profile): Profile => Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as Profile;

/** The e-mail as the server has it (empty when none is set yet). */
const storedEmail = (context: SecurityProfileContext) => context.data?.profile.email.trim() ?? "";

/** The form's e-mail differs from the stored one (case aside): saving it is a change of a recovery channel. */
export function changesEmail(context: SecurityProfileContext): boolean {
  return context.values.email.trim().toLowerCase() !== storedEmail(context).toLowerCase();
}

export function reauthErrors(context: SecurityProfileContext): FieldErrors<ReauthField> {
  return collectErrors<ReauthField>({ loginPassword: required(context.loginPassword), emailCode: storedEmail(context) !== "" ? smsCode(context.emailCode) : undefined });
}

function reauthRequest(context: SecurityProfileContext): SaveProfileRequest {
  const base = { ...trimmed(context.values), loginPassword: context.loginPassword };
  return storedEmail(context) !== "" ? { ...base, emailCode: context.emailCode.trim() } : base;
}

const REAUTH_CLEARED = { loginPassword: "", emailCode: "", reauthErrors: {} };

/** A FIELD_INVALID refusal names its field: its message goes under that field. */
function refusedField(error: ErrorInfo): ProfileField | undefined {
  if (error.errorCode !== "FIELD_INVALID") return undefined;
  const field = (error.value as { field?: unknown } | undefined)?.field;
  return FIELDS.find((f) => f === field);
}

/**
 * The security centre's profile: loads it with the rule of every field, then edits and saves it (address and
 * nationality required, the real name read-only once set). A field the server refuses shows its message under it.
 * A changed e-mail is a recovery channel: before saving, the member confirms with the login password and, when an
 * e-mail is set, a code mailed to it (the emailCode child's countdown); the saved profile says when recovery by the new
 * e-mail opens.
 */
export const securityProfileMachine = setup({
  types: {
    context: {} as SecurityProfileContext,
    events: {} as SecurityProfileEvent,
    children: {} as { emailCode: "smsCode" },
  },
  actors: {
    loadProfile: promiseNotProvided<SecurityProfile>("loadProfile"),
    saveProfile: promiseNotProvided<SecurityProfile, SaveProfileRequest>("saveProfile"),
    smsCode: smsCodeMachine,
  },
  guards: {
    isValid: ({ context }) => !hasErrors(profileErrors(context)),
    changesEmail: ({ context }) => !hasErrors(profileErrors(context)) && changesEmail(context),
    hasStoredEmail: ({ context }) => storedEmail(context) !== "",
    isReauthValid: ({ context }) => !hasErrors(reauthErrors(context)),
    isEditable: ({ context, event }) => !((event as { field?: string }).field === "realName" && context.data?.realNameLocked === true),
    isFieldRefusal: ({ event }) => refusedField(asErrorInfo((event as { error?: unknown }).error)) !== undefined,
  },
}).createMachine({
  id: "securityProfile",
  description: "The member's profile in the security centre; a new e-mail needs the login password and a code to the old one.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "3 Entities and fields", "5 Validation rules"], screen: "Security centre: profile (securityCenter)" },
  context: { values: EMPTY_PROFILE, fieldErrors: {}, saved: false, ...REAUTH_CLEARED },
  initial: "loading",
  on: {
    "PROFILE.MOBILE_BOUND": {
      description: "The mobile flow bound a number: the summary shows it and when recovery by it opens.",
      actions: assign({
        data: ({ context, event }) => (context.data ? { ...context.data, mobile: event.mobile, mobileRecoveryOpensAt: event.recoveryOpensAt ?? context.data.mobileRecoveryOpensAt } : undefined),
      }),
    },
    "PROFILE.PAYMENT_PASSWORD_SET": { actions: assign({ data: ({ context }) => (context.data ? { ...context.data, hasPaymentPassword: true } : undefined) }) },
  },
  states: {
    loading: {
      description: "Fetching the member's profile and the rule for each field.",
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        onDone: { target: "editing", actions: assign({ data: ({ event }) => event.output, values: ({ event }) => event.output.profile, error: undefined }) },
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: {
      description: "The profile could not be loaded; the member can retry.",
      on: { "PROFILE.RETRY": { target: "loading", actions: assign({ error: undefined }) } },
    },
    editing: {
      description: "The profile form with each field's rule; the real name read-only once set.",
      on: {
        // Only a save's failure can be dismissed; a failed load keeps its message beside the retry.
        "PROFILE.DISMISS_ERROR": { actions: assign({ error: undefined }) },
        "PROFILE.CHANGE": {
          guard: "isEditable",
          description: "The member changes a field they may edit (not the real name once set).",
          actions: assign(({ context, event }) => ({
            values: { ...context.values, [event.field]: event.value },
            fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
            saved: false,
          })),
        },
        "PROFILE.SUBMIT": [
          {
            guard: "changesEmail",
            target: "changingEmail",
            description: "The fields are right and the e-mail changes: confirm it with the login password (and a code to the old e-mail) first.",
            actions: assign({ error: undefined, fieldErrors: {}, saved: false, ...REAUTH_CLEARED }),
          },
          { guard: "isValid", target: "saving", description: "The fields are right and the e-mail stays: save.", actions: assign({ error: undefined, fieldErrors: {}, saved: false }) },
          { description: "Show the fields that break their rules.", actions: assign({ fieldErrors: ({ context }) => profileErrors(context), saved: false }) },
        ],
      },
    },
    changingEmail: {
      description: "Changing the e-mail, a recovery channel: the member proves it is them before the profile is saved.",
      invoke: { id: "emailCode", src: "smsCode", input: { purpose: "changeEmail", provider: "platform" } },
      initial: "confirming",
      states: {
        confirming: {
          description: "Asks for the login password and, when an e-mail is set, the code mailed to it (send, then resend after the countdown).",
          on: {
            "PROFILE.REAUTH_CHANGE": {
              description: "Type the login password or the mailed code; its error goes away.",
              actions: assign(({ context, event }) => ({ [event.field]: event.value, reauthErrors: { ...context.reauthErrors, [event.field]: undefined } })),
            },
            "PROFILE.SEND_EMAIL_CODE": {
              guard: "hasStoredEmail",
              description: "Mail a code to the current e-mail (the server knows it).",
              actions: sendTo("emailCode", { type: "SMS.SEND" as const, mobileNum: "", countryDialingCode: "" }),
            },
            "PROFILE.CONFIRM": [
              { guard: "isReauthValid", target: "saving", description: "Password (and code) given: save the profile with them.", actions: assign({ error: undefined, reauthErrors: {} }) },
              { description: "Show what is missing.", actions: assign({ reauthErrors: ({ context }) => reauthErrors(context) }) },
            ],
            "PROFILE.CANCEL": { target: "#securityProfile.editing", description: "Back to the profile without saving; the password typed is forgotten.", actions: assign({ error: undefined, ...REAUTH_CLEARED }) },
            "PROFILE.DISMISS_ERROR": { description: "Close the message of a refused confirmation.", actions: assign({ error: undefined }) },
          },
        },
        saving: {
          description: "The server checks the login password and the code, saves the profile and holds recovery by the new e-mail for 24 hours.",
          invoke: {
            id: "saveProfile",
            src: "saveProfile",
            input: ({ context }) => reauthRequest(context),
            onDone: {
              target: "#securityProfile.editing",
              description: "Saved: the profile shows the new e-mail and when recovery by it opens; the password and code are forgotten.",
              actions: assign(({ event }) => ({ data: event.output, values: event.output.profile, saved: true, ...REAUTH_CLEARED })),
            },
            onError: [
              {
                guard: "isFieldRefusal",
                target: "#securityProfile.editing",
                description: "A field was refused: back to the profile with the message under it.",
                actions: assign({
                  fieldErrors: ({ event }) => {
                    const error = asErrorInfo(event.error);
                    return { [refusedField(error)!]: { kind: "refused" as const, message: error.message ?? "" } };
                  },
                  ...REAUTH_CLEARED,
                }),
              },
              {
                target: "confirming",
                description: "Refused (a wrong password, a lock, a wrong or expired code) or failed: stay on the confirmation with the message.",
                actions: assign({ error: ({ event }) => asErrorInfo(event.error) }),
              },
            ],
          },
        },
      },
    },
    saving: {
      description: "Saves a profile whose e-mail stays as it is (no re-authentication needed).",
      invoke: {
        id: "saveProfile",
        src: "saveProfile",
        input: ({ context }): SaveProfileRequest => trimmed(context.values),
        onDone: { target: "editing", actions: assign({ data: ({ event }) => event.output, values: ({ event }) => event.output.profile, saved: true }) },
        onError: [
          {
            guard: "isFieldRefusal",
            target: "editing",
            description: "The server refused one field: its message shows under that field.",
            actions: assign({
              fieldErrors: ({ event }) => {
                const error = asErrorInfo(event.error);
                return { [refusedField(error)!]: { kind: "refused" as const, message: error.message ?? "" } };
              },
            }),
          },
          { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
  },
});

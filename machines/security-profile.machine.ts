import { assign, setup } from "xstate";
import type { ErrorInfo, FieldSetting, Profile, ProfileField, SecurityProfile } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { collectErrors, hasErrors, matchesPattern, type FieldError, type FieldErrors } from "./validation";

/** The contract's PROFILE_FIELDS (machines import contract types only). */
const FIELDS: readonly ProfileField[] = ["nickname", "realName", "birthday", "email", "telegram", "line", "zalo", "address", "nationality"];

const EMPTY_PROFILE: Profile = { nickname: "", realName: "", birthday: "", email: "", telegram: "", line: "", zalo: "", address: "", nationality: "" };

export interface SecurityProfileContext {
  /** What the server last said (profile, rules, mobile, payment password). */
  data?: SecurityProfile;
  values: Profile;
  fieldErrors: FieldErrors<ProfileField>;
  error?: ErrorInfo;
  /** The last save went through (a notice until the next change). */
  saved: boolean;
}

export type SecurityProfileEvent =
  | { type: "PROFILE.CHANGE"; field: ProfileField; value: string }
  | { type: "PROFILE.SUBMIT" }
  | { type: "PROFILE.RETRY" }
  | { type: "PROFILE.DISMISS_ERROR" }
  /** From the mobile-binding flow: the number now bound (masked). */
  | { type: "PROFILE.MOBILE_BOUND"; mobile: string }
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

/** A FIELD_INVALID refusal names its field: its message goes under that field. */
function refusedField(error: ErrorInfo): ProfileField | undefined {
  if (error.errorCode !== "FIELD_INVALID") return undefined;
  const field = (error.value as { field?: unknown } | undefined)?.field;
  return FIELDS.find((f) => f === field);
}

/**
 * The security centre's profile: loads it with the rule of every field, then edits and saves it (address and
 * nationality required, the real name read-only once set). A field the server refuses shows its message under it.
 */
export const securityProfileMachine = setup({
  types: {
    context: {} as SecurityProfileContext,
    events: {} as SecurityProfileEvent,
  },
  actors: {
    loadProfile: promiseNotProvided<SecurityProfile>("loadProfile"),
    saveProfile: promiseNotProvided<SecurityProfile, Profile>("saveProfile"),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(profileErrors(context)),
    isEditable: ({ context, event }) => !((event as { field?: string }).field === "realName" && context.data?.realNameLocked === true),
    isFieldRefusal: ({ event }) => refusedField(asErrorInfo((event as { error?: unknown }).error)) !== undefined,
  },
}).createMachine({
  id: "securityProfile",
  description: "The security centre's profile: the member's details with each field's rule from the server, edited and saved. Address and nationality are required and the real name cannot be changed once set; a field the server refuses shows its message under it.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "3 Entities and fields", "5 Validation rules"], screen: "Security centre: profile (securityCenter)" },
  context: { values: EMPTY_PROFILE, fieldErrors: {}, saved: false },
  initial: "loading",
  on: {
    "PROFILE.MOBILE_BOUND": { actions: assign({ data: ({ context, event }) => (context.data ? { ...context.data, mobile: event.mobile } : undefined) }) },
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
      description: "The member edits their profile (a success note shows after a save).",
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
          { guard: "isValid", target: "saving", actions: assign({ error: undefined, fieldErrors: {}, saved: false }) },
          { actions: assign({ fieldErrors: ({ context }) => profileErrors(context), saved: false }) },
        ],
      },
    },
    saving: {
      description: "Waiting for the server to save the profile.",
      invoke: {
        id: "saveProfile",
        src: "saveProfile",
        input: ({ context }) => trimmed(context.values),
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

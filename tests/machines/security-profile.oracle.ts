import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

type Field = "nickname" | "realName" | "birthday" | "email" | "telegram" | "line" | "zalo" | "address" | "nationality";
const FIELDS: Field[] = ["nickname", "realName", "birthday", "email", "telegram", "line", "zalo", "address", "nationality"];

/**
 * Spec section 3 and 5: address and nationality are required on the profile; every field follows the rule the
 * server sends with it (security-profile.model.ts's answers: address 5 to 200 characters, nationality 2 to 50 English
 * letters and spaces, real name 2 to 50 letters and spaces, the rest 1 to 20 of anything). The real name is read-only
 * once set. Values are trimmed before they are checked and sent. A FIELD_INVALID refusal shows under its field.
 *
 * The e-mail is a recovery channel. A save whose trimmed e-mail differs (case aside) from the one loaded asks
 * first, in a confirmation, for the login password (blank spaces count as none; sent as typed) and, when an e-mail was
 * set, the code mailed to it (4 to 8 digits, trimmed; the emailCode child, purpose changeEmail, started with the
 * confirmation and asked with no address: the server knows it). The confirmation saves the profile with them; a refused
 * field goes back to the form, any other refusal stays on the confirmation; going back or saving forgets them.
 */
const RULES: Record<Field, { required: boolean; min: number; max: number; letters?: boolean; patternId: number }> = {
  nickname: { required: false, min: 1, max: 20, patternId: 0 },
  realName: { required: false, min: 2, max: 50, letters: true, patternId: 17 },
  birthday: { required: false, min: 1, max: 20, patternId: 0 },
  email: { required: false, min: 1, max: 20, patternId: 0 },
  telegram: { required: false, min: 1, max: 20, patternId: 0 },
  line: { required: false, min: 1, max: 20, patternId: 0 },
  zalo: { required: false, min: 1, max: 20, patternId: 0 },
  address: { required: true, min: 5, max: 200, patternId: 0 },
  nationality: { required: true, min: 2, max: 50, letters: true, patternId: 12 },
};

interface Answer {
  profile: Record<Field, string>;
  realNameLocked: boolean;
  mobile: string | null;
  hasPaymentPassword: boolean;
  mobileRecoveryOpensAt?: string | null;
}

interface Page {
  phase: "loading" | "loadFailed" | "editing" | "saving" | "confirming" | "savingEmail";
  password: string;
  code: string;
  reauthErrors: Record<string, unknown>;
  data?: Answer;
  values: Record<Field, string>;
  errors: Record<string, unknown>;
  saved: boolean;
}

function fieldErrors(page: Page): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (field === "realName" && page.data?.realNameLocked) continue;
    const rule = RULES[field];
    const value = page.values[field].trim();
    if (value === "") {
      if (rule.required) errors[field] = { kind: "required" };
      continue;
    }
    if (value.length < rule.min || value.length > rule.max) errors[field] = { kind: "length", min: rule.min, max: rule.max };
    else if (rule.letters && !/^[A-Za-z ]+$/.test(value)) errors[field] = { kind: "pattern", patternId: rule.patternId };
  }
  return errors;
}

const trimmed = (values: Record<Field, string>) => Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]));
const storedEmail = (page: Page) => page.data?.profile.email.trim() ?? "";
const CLEARED = { loginPassword: "", emailCode: "" };

function forget(page: Page) {
  page.password = "";
  page.code = "";
  page.reauthErrors = {};
}

export function securityProfileOracle(): Oracle {
  function apply(page: Page, event: EventObject & Record<string, unknown>): StepExpectation {
    switch (event.type) {
      case "xstate.done.actor.loadProfile": {
        const answer = event.output as Answer;
        page.phase = "editing";
        page.data = answer;
        page.values = { ...answer.profile };
        return { context: { values: answer.profile, error: undefined } };
      }
      case "xstate.error.actor.loadProfile":
        page.phase = "loadFailed";
        return { context: { error: event.error } };
      case "PROFILE.RETRY":
        page.phase = "loading";
        return { requests: [{ id: "loadProfile" }], context: { error: undefined } };
      case "PROFILE.CHANGE": {
        const field = event.field as Field;
        // A set real name stays as it is.
        if (field === "realName" && page.data?.realNameLocked) return { context: { values: page.values } };
        page.values[field] = event.value as string;
        delete page.errors[field];
        page.saved = false;
        return { context: { values: page.values, fieldErrors: exactErrors(page.errors), saved: false } };
      }
      case "PROFILE.SUBMIT": {
        const errors = fieldErrors(page);
        page.errors = errors;
        page.saved = false;
        if (Object.keys(errors).length > 0) return { context: { fieldErrors: exactErrors(errors), saved: false } };
        if (page.values.email.trim().toLowerCase() !== storedEmail(page).toLowerCase()) {
          page.phase = "confirming";
          forget(page);
          return {
            requests: [{ id: "emailCode", input: { purpose: "changeEmail", provider: "platform" } }],
            context: { ...CLEARED, reauthErrors: exactErrors({}), fieldErrors: exactErrors({}), error: undefined, saved: false },
          };
        }
        page.phase = "saving";
        return { requests: [{ id: "saveProfile", input: trimmed(page.values) }], context: { fieldErrors: exactErrors({}), error: undefined, saved: false } };
      }
      case "xstate.done.actor.saveProfile": {
        const answer = event.output as Answer;
        page.phase = "editing";
        page.data = answer;
        page.values = { ...answer.profile };
        page.saved = true;
        forget(page);
        return { context: { values: answer.profile, saved: true, data: answer, ...CLEARED } };
      }
      case "xstate.error.actor.saveProfile": {
        const error = event.error as { errorCode?: string; message?: string; value?: { field?: string } };
        const fromConfirmation = page.phase === "savingEmail";
        if (error.errorCode === "FIELD_INVALID" && error.value?.field) {
          page.phase = "editing";
          page.errors = { [error.value.field]: { kind: "refused", message: error.message } };
          if (fromConfirmation) forget(page);
          return { context: { fieldErrors: exactErrors(page.errors), ...(fromConfirmation ? CLEARED : {}) } };
        }
        page.phase = fromConfirmation ? "confirming" : "editing";
        return { context: { error, ...(fromConfirmation ? { loginPassword: page.password, emailCode: page.code } : {}) } };
      }
      case "PROFILE.REAUTH_CHANGE": {
        if (event.field === "loginPassword") page.password = event.value as string;
        else page.code = event.value as string;
        delete page.reauthErrors[event.field as string];
        return { context: { loginPassword: page.password, emailCode: page.code, reauthErrors: exactErrors(page.reauthErrors) } };
      }
      case "PROFILE.SEND_EMAIL_CODE":
        // No e-mail set: nothing to mail a code to.
        if (storedEmail(page) === "") return { effects: [] };
        return { effects: [{ sendTo: "emailCode", event: { type: "SMS.SEND", mobileNum: "", countryDialingCode: "" } }] };
      case "PROFILE.CONFIRM": {
        const errors: Record<string, unknown> = {};
        if (page.password.trim() === "") errors.loginPassword = { kind: "required" };
        const needsCode = storedEmail(page) !== "";
        if (needsCode) {
          const code = page.code.trim();
          if (code === "") errors.emailCode = { kind: "required" };
          else if (!/^\d{4,8}$/.test(code)) errors.emailCode = { kind: "smsCode" };
        }
        page.reauthErrors = errors;
        if (Object.keys(errors).length > 0) return { context: { reauthErrors: exactErrors(errors) } };
        page.phase = "savingEmail";
        const body = { ...trimmed(page.values), loginPassword: page.password, ...(needsCode ? { emailCode: page.code.trim() } : {}) };
        return { requests: [{ id: "saveProfile", input: body }], context: { reauthErrors: exactErrors({}), error: undefined } };
      }
      case "PROFILE.CANCEL":
        page.phase = "editing";
        forget(page);
        return { context: { ...CLEARED, error: undefined, values: page.values } };
      case "PROFILE.DISMISS_ERROR":
        return { context: { error: undefined } };
      case "PROFILE.MOBILE_BOUND":
        if (page.data) page.data = { ...page.data, mobile: event.mobile as string, mobileRecoveryOpensAt: (event.recoveryOpensAt as string | undefined) ?? page.data.mobileRecoveryOpensAt };
        return { context: { data: page.data } };
      case "PROFILE.PAYMENT_PASSWORD_SET":
        if (page.data) page.data = { ...page.data, hasPaymentPassword: true };
        return { context: { data: page.data } };
      default:
        throw new Error(`the security-profile oracle does not know ${event.type}`);
    }
  }
  return {
    step(events) {
      const page: Page = { phase: "loading", password: "", code: "", reauthErrors: {}, values: Object.fromEntries(FIELDS.map((f) => [f, ""])) as Record<Field, string>, errors: {}, saved: false };
      let expectation: StepExpectation = { requests: [{ id: "loadProfile" }] };
      for (const event of events) expectation = apply(page, event as EventObject & Record<string, unknown>);
      return expectation;
    },
  };
}

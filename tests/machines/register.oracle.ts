import { isDeepStrictEqual } from "node:util";
import type { EventObject } from "xstate";
import type { ErrorInfo, FirebaseLink, RegisterField, RegisterSettings, RegisterVariant } from "../../contract";
import type { RegisterInput } from "../../machines/register.machine";
import type { FieldError } from "../../machines/validation";
import type { Oracle, Request, StepExpectation } from "../paths/oracle";
import { refusedFields, ruleError, sentUser, shownFields, type FormFacts } from "./register.rules";

type Phase =
  | "loading"
  | "settingsFailed"
  | "checkingLanding"
  | "editing"
  | "social"
  | "checkingInvitation"
  | "invitationRejected"
  | "numberRegistered"
  | "verifyingHuman"
  | "provingPhone"
  | "choosingLink"
  | "confirmingLink"
  | "registering"
  | "done"
  | "closed";

const EMPTY: Record<RegisterField, string> = {
  username: "",
  password: "",
  confirmPassword: "",
  payeeName: "",
  email: "",
  qqNum: "",
  mobileNum: "",
  recommenderId: "",
  captcha: "",
  verificationCode: "",
  affiliateCode: "",
  paymentPassword: "",
  line: "",
  whatsapp: "",
  facebook: "",
  wechat: "",
  idNumber: "",
  referralCode: "",
};

/** What a person registering has done and seen so far, as the spec describes the flow (section 4). */
export interface Registration {
  input: RegisterInput;
  phase: Phase;
  settings: RegisterSettings;
  variant: RegisterVariant;
  values: Record<RegisterField, string>;
  dialingCode: string;
  /** Terms, privacy and 18+: preset to agreed (section 2), and required (section 5). */
  agreed: boolean;
  /** The landing URL's code while it stands (refused: forgotten, and the field shows). */
  landingCode?: string;
  affiliateShown: boolean;
  touched: Set<RegisterField>;
  /** A refused send shows every error. */
  showAll: boolean;
  serverErrors: Partial<Record<RegisterField, FieldError>>;
  proof?: string;
  firebaseToken?: string;
  link?: FirebaseLink;
  linkAccount?: string;
  error?: ErrorInfo;
  output?: unknown;
}

export function facts(person: Registration): FormFacts {
  return {
    variant: person.variant,
    settings: person.settings,
    flags: person.input.flags,
    affiliateShown: person.affiliateShown,
    referralPrefilled: Boolean(person.input.referralCode),
    values: person.values,
  };
}

/** The error a field shows: the server's for it, else the rules' once it was typed into or a send was refused. */
export function shownError(person: Registration, field: RegisterField): FieldError | undefined {
  const server = person.serverErrors[field];
  if (server) return server;
  if (!person.touched.has(field) && !person.showAll) return undefined;
  return ruleError(field, facts(person));
}

/** Section 4: "Register button shown only when form valid" (valid includes the consent). */
export const sendable = (person: Registration): boolean => person.agreed && refusedFields(facts(person)).length === 0;

/** What an actor threw, as the form keeps it (a plain ErrorInfo; the server's own message kept). */
const asShown = (error: unknown): ErrorInfo => {
  const { kind, status, message, errorCode, value } = error as ErrorInfo;
  return { kind, status, message, errorCode, value };
};

function start(input: RegisterInput): Registration {
  return {
    input,
    phase: "loading",
    settings: {},
    variant: "register",
    values: { ...EMPTY, referralCode: input.referralCode ?? "" },
    dialingCode: input.countryDialingCode,
    agreed: true,
    landingCode: input.urlAffiliateCode || undefined,
    affiliateShown: true,
    touched: new Set(),
    showAll: false,
    serverErrors: {},
  };
}

type Event = EventObject & Record<string, unknown>;

/** The form opens: the SMS-code sender for it, and a captcha when the site asks for one. */
function openForm(person: Registration, expectation: StepExpectation): void {
  person.phase = "editing";
  expectation.requests = [{ id: "smsCode", input: { purpose: "register", provider: person.input.smsProvider ?? "platform" } }];
  if (person.settings.captcha?.enabled) expectation.requests.push({ id: "captcha", input: undefined });
}

function verifyHuman(person: Registration, expectation: StepExpectation): void {
  person.phase = "verifyingHuman";
  expectation.requests = [{ id: "verifyHuman", input: undefined }];
}

function toEditing(person: Registration, error: unknown): void {
  person.phase = "editing";
  person.error = asShown(error);
}

/** Section 4: "optional Firebase SMS verification; register". */
function proveThenRegister(person: Registration, expectation: StepExpectation): void {
  const code = person.values.verificationCode.trim();
  if (person.input.smsProvider === "firebase" && person.firebaseToken === undefined && code !== "") {
    person.phase = "provingPhone";
    expectation.requests = [{ id: "confirmFirebaseCode", input: { code } }];
    return;
  }
  person.phase = "registering";
  const request: Request = {
    id: "register",
    input: {
      variant: person.variant,
      user: sentUser(facts(person), person.landingCode),
      countryDialingCode: person.dialingCode,
      humanVerification: person.proof ?? "",
      firebaseIdToken: person.firebaseToken,
      firebaseLink: person.link,
    },
  };
  expectation.requests = [request];
}

/** A FIELD_INVALID refusal names the field and the broken rule; the server's message says why. */
function namedField(error: ErrorInfo): [RegisterField, FieldError] | undefined {
  const fault = error.value as { field?: RegisterField; rule?: string } | undefined;
  if (error.errorCode !== "FIELD_INVALID" || !fault?.field) return undefined;
  if (fault.rule === "mismatch") return [fault.field, { kind: "mismatch" }];
  if (fault.rule === "required") return [fault.field, { kind: "required" }];
  return [fault.field, { kind: "refused", message: error.message ?? "" }];
}

function whileEditing(person: Registration, event: Event, expectation: StepExpectation): void {
  switch (event.type) {
    case "REGISTER.CHANGE": {
      const field = event.field as RegisterField;
      person.values = { ...person.values, [field]: event.value as string };
      person.touched.add(field);
      delete person.serverErrors[field];
      // A new number or code needs a new Firebase proof.
      if (field === "mobileNum" || field === "verificationCode") {
        person.firebaseToken = undefined;
        person.link = undefined;
      }
      break;
    }
    case "REGISTER.COUNTRY":
      person.dialingCode = event.countryDialingCode as string;
      break;
    case "REGISTER.VARIANT":
      person.variant = event.variant as RegisterVariant;
      person.showAll = false;
      person.serverErrors = {};
      person.error = undefined;
      break;
    case "REGISTER.AGREE":
      person.agreed = event.value as boolean;
      break;
    case "REGISTER.RESET":
      // "Reset clears all fields."
      person.values = { ...EMPTY };
      person.agreed = true;
      person.touched = new Set();
      person.showAll = false;
      person.serverErrors = {};
      person.error = undefined;
      break;
    case "REGISTER.DISMISS_ERROR":
      person.error = undefined;
      break;
    case "REGISTER.SEND_CODE": {
      // The code goes to a number the mobile rules accept, for the variant on screen.
      const mobile = { ...facts(person), variant: "registerMobile" as const };
      if (ruleError("mobileNum", mobile) === undefined) {
        expectation.effects = [
          {
            sendTo: "smsCode",
            event: { type: "SMS.SEND", mobileNum: person.values.mobileNum.trim(), countryDialingCode: person.dialingCode, purpose: person.variant },
          },
        ];
      } else person.touched.add("mobileNum");
      break;
    }
    case "REGISTER.SUBMIT": {
      if (!sendable(person)) {
        person.showAll = true;
        break;
      }
      person.error = undefined;
      // "Check invitation code if entered and enabled."
      const code = person.values.affiliateCode.trim();
      if (shownFields(facts(person)).includes("affiliateCode") && code !== "") {
        person.phase = "checkingInvitation";
        expectation.requests = [{ id: "checkAffiliate", input: { code } }];
      } else verifyHuman(person, expectation);
      break;
    }
    case "REGISTER.SOCIAL":
      if ((person.input.socialProviders ?? []).includes(event.provider as never)) {
        person.phase = "social";
        person.error = undefined;
        expectation.requests = [{ id: "socialSignIn", input: { provider: event.provider } }];
      }
      break;
  }
}

function apply(person: Registration, event: Event): StepExpectation {
  const expectation: StepExpectation = {};
  if (person.phase === "done" || person.phase === "closed") return expectation;
  if (event.type === "REGISTER.CLOSE") {
    person.phase = "closed";
    person.output = { result: "cancelled" };
    expectation.output = person.output;
    return expectation;
  }
  const key = `${person.phase} ${event.type}`;
  switch (key) {
    case "loading xstate.done.actor.loadRegisterSettings":
      person.settings = event.output as RegisterSettings;
      if (person.landingCode) {
        person.phase = "checkingLanding";
        expectation.requests = [{ id: "checkAffiliate", input: { code: person.landingCode } }];
      } else openForm(person, expectation);
      break;
    case "loading xstate.error.actor.loadRegisterSettings":
      person.phase = "settingsFailed";
      person.error = asShown(event.error);
      break;
    case "settingsFailed REGISTER.RETRY":
      person.phase = "loading";
      person.error = undefined;
      expectation.requests = [{ id: "loadRegisterSettings", input: undefined }];
      break;
    // Section 4: the landing code accepted hides the field; refused, the field shows.
    case "checkingLanding xstate.done.actor.checkAffiliate":
      person.affiliateShown = false;
      openForm(person, expectation);
      break;
    case "checkingLanding xstate.error.actor.checkAffiliate":
      person.affiliateShown = true;
      person.landingCode = undefined;
      openForm(person, expectation);
      break;
    case "social xstate.done.actor.socialSignIn":
      person.phase = "done";
      person.output = { result: "registered", answer: event.output };
      expectation.output = person.output;
      break;
    case "social xstate.error.actor.socialSignIn":
      toEditing(person, event.error);
      break;
    case "checkingInvitation xstate.done.actor.checkAffiliate":
      verifyHuman(person, expectation);
      break;
    case "checkingInvitation xstate.error.actor.checkAffiliate":
      // Section 8: "Invalid invitation code: warning popup with OK; registration stops."
      if ((event.error as ErrorInfo).errorCode === "INVALID_INVITATION_CODE") person.phase = "invitationRejected";
      else toEditing(person, event.error);
      break;
    case "invitationRejected REGISTER.DISMISS_ERROR":
    case "numberRegistered REGISTER.DISMISS_ERROR":
      person.phase = "editing";
      break;
    case "verifyingHuman xstate.done.actor.verifyHuman":
      person.proof = event.output as string;
      proveThenRegister(person, expectation);
      break;
    case "verifyingHuman xstate.error.actor.verifyHuman":
    case "provingPhone xstate.error.actor.confirmFirebaseCode":
      toEditing(person, event.error);
      break;
    case "provingPhone xstate.done.actor.confirmFirebaseCode":
      person.firebaseToken = event.output as string;
      proveThenRegister(person, expectation);
      break;
    case "registering xstate.done.actor.register":
      person.phase = "done";
      person.output = { result: "registered", answer: event.output };
      expectation.output = person.output;
      break;
    case "registering xstate.error.actor.register": {
      const error = asShown(event.error);
      if (error.errorCode === "MOBILE_EXISTS") {
        // docs/security-senders.md: the server says a number has an account only to whoever proved it by its code; the
        // form then warns (sign in, or reset the password) in a popup with OK, and the form's own error stays clear.
        person.phase = "numberRegistered";
        break;
      }
      if (error.errorCode === "FIREBASE_LINK_CHOICE") {
        // Section 4: "Firebase account link: choose link account or register new".
        person.phase = "choosingLink";
        person.linkAccount = (error.value as { account?: string } | undefined)?.account ?? "";
        break;
      }
      person.phase = "editing";
      person.error = error;
      if (error.errorCode === "CAPTCHA_INVALID") {
        // The spent answer is cleared and a new image asked for.
        person.values = { ...person.values, captcha: "" };
        person.serverErrors = { ...person.serverErrors, captcha: { kind: "captcha" } };
        if (person.settings.captcha?.enabled) expectation.requests = [{ id: "captcha", input: undefined }];
        break;
      }
      const named = namedField(error);
      if (named) person.serverErrors = { ...person.serverErrors, [named[0]]: named[1] };
      break;
    }
    case "choosingLink REGISTER.LINK_CHOOSE":
      person.phase = "confirmingLink";
      person.link = event.choice as FirebaseLink;
      break;
    case "confirmingLink REGISTER.LINK_BACK":
      person.phase = "choosingLink";
      person.link = undefined;
      break;
    // "Cannot be changed or unlinked after confirmation": confirmed, the registration goes again with the choice.
    case "confirmingLink REGISTER.LINK_CONFIRM":
      person.linkAccount = undefined;
      verifyHuman(person, expectation);
      break;
    case "choosingLink REGISTER.DISMISS_ERROR":
    case "confirmingLink REGISTER.DISMISS_ERROR":
      person.phase = "editing";
      person.link = undefined;
      person.linkAccount = undefined;
      break;
    default:
      if (person.phase === "editing") whileEditing(person, event, expectation);
  }
  return expectation;
}

/** The registration a path's events describe. */
export function registrationAfter(input: RegisterInput, events: readonly EventObject[]): { person: Registration; expectation: StepExpectation } {
  const person = start(input);
  let expectation: StepExpectation = { requests: [{ id: "loadRegisterSettings", input: undefined }] };
  for (const event of events) expectation = apply(person, event as Event);
  return { person, expectation };
}

/** Matches a record whose entries with a value are exactly `expected` (cleared entries may stay as undefined). */
function definedEntries(expected: Record<string, unknown>) {
  return {
    asymmetricMatch: (actual: Record<string, unknown>) => {
      const defined = Object.fromEntries(Object.entries(actual ?? {}).filter(([, value]) => value !== undefined));
      return isDeepStrictEqual(defined, expected);
    },
    toString: () => `entries ${JSON.stringify(expected)}`,
    toAsymmetricMatcher: () => `entries ${JSON.stringify(expected)}`,
  };
}

export function registerOracle(input: RegisterInput): Oracle {
  return {
    step(events) {
      const { person, expectation } = registrationAfter(input, events);
      if (person.phase === "done" || person.phase === "closed") return expectation;
      const touched = Object.fromEntries([...person.touched].map((field) => [field, true]));
      return {
        ...expectation,
        context: {
          variant: person.variant,
          form: person.values,
          countryDialingCode: person.dialingCode,
          agreed: person.agreed,
          affiliateFieldShown: person.affiliateShown,
          touched: definedEntries(touched),
          showAllErrors: person.showAll,
          serverFieldErrors: definedEntries(person.serverErrors),
          error: person.error,
          ...(person.phase === "choosingLink" || person.phase === "confirmingLink" ? { linkAccount: person.linkAccount } : {}),
        },
      };
    },
  };
}

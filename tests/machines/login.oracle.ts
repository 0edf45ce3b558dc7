import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

/** The model's input (login.model.ts): whether SMS login is on, the username remembered (if any), the dialling code. */
export interface LoginOracleInput {
  smsLoginEnabled: boolean;
  rememberedUsername: string;
  countryDialingCode: string;
}

/** Spec section 5 (login): username and password required (trimmed); captcha required when shown; SMS login needs a valid mobile number and code. */
const RULES = {
  mobile: /^0?\d{8,11}$/,
  smsCode: /^\d{4,8}$/,
};

type Field = "username" | "password" | "mobileNum" | "verificationCode" | "captcha" | "ipCode";

/** What a person filling the form has done so far, as the spec describes it. */
export interface Form {
  mode: "username" | "sms";
  values: Record<Field, string>;
  remember: boolean;
  captchaAsked: boolean;
  /** The captcha child runs (from the first demand on). */
  captchaShown: boolean;
  submitting: boolean;
  /** The field errors on screen. */
  errors: Record<string, unknown>;
  /** The failure shown, as the login request's fake answered it. */
  error?: { kind: string; errorCode?: string };
  agentLogin: boolean;
  /**
   * A right password from an unknown address opens the extra-verification step (`ip`), whose code is being
   * checked in `verifying`; the ticket and masked mobile are the refusal's value.
   */
  phase: "form" | "ip" | "verifying";
  ip?: { ticket: string; mobile: string };
  /** Signed in: the flow is over. */
  done: boolean;
}

// Remember me (spec section 9: cookies) fills the username in and keeps the box ticked.
const fresh = (input: LoginOracleInput): Form => ({
  mode: "username",
  values: { username: input.rememberedUsername, password: "", mobileNum: "", verificationCode: "", captcha: "", ipCode: "" },
  remember: input.rememberedUsername !== "",
  captchaAsked: false,
  captchaShown: false,
  submitting: false,
  errors: {},
  agentLogin: false,
  phase: "form",
  done: false,
});

/** The IP-verification refusal's value when it carries a ticket and a masked mobile (contract/ip-verification.ts). */
function ipValue(error: { errorCode?: string; value?: unknown }): { ticket: string; mobile: string } | undefined {
  if (error.errorCode !== "IP_VERIFICATION_REQUIRED") return undefined;
  const value = error.value as { ticket?: unknown; mobile?: unknown } | null | undefined;
  return typeof value?.ticket === "string" && value.ticket !== "" && typeof value.mobile === "string" ? { ticket: value.ticket, mobile: value.mobile } : undefined;
}

/** Spec section 5's SMS code rule, for the extra-verification code too. */
function codeError(value: string) {
  if (value.trim() === "") return { kind: "required" };
  return RULES.smsCode.test(value.trim()) ? undefined : { kind: "smsCode" };
}

function signedIn(form: Form, answer: { userName: string }, expectation: StepExpectation): void {
  form.done = true;
  expectation.output = {
    answer,
    via: form.mode,
    username: form.mode === "username" ? form.values.username.trim() : answer.userName,
    rememberMe: form.remember,
    agentLogin: form.agentLogin,
  };
}

function requiredError(value: string) {
  return value.trim() === "" ? { kind: "required" } : undefined;
}

function mobileError(value: string) {
  if (value.trim() === "") return { kind: "required" };
  return RULES.mobile.test(value.trim()) ? undefined : { kind: "mobile" };
}

function formErrors(form: Form): Record<string, unknown> {
  const v = form.values;
  const errors =
    form.mode === "sms"
      ? {
          mobileNum: mobileError(v.mobileNum),
          verificationCode: v.verificationCode.trim() === "" ? { kind: "required" } : RULES.smsCode.test(v.verificationCode.trim()) ? undefined : { kind: "smsCode" },
        }
      : {
          username: requiredError(v.username),
          password: requiredError(v.password),
          captcha: form.captchaAsked && v.captcha.trim() === "" ? { kind: "captcha" } : undefined,
        };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

/**
 * The first captcha demand starts the captcha (its own flow: the image, its once-a-second refresh); each later one
 * spends the answer, so the captcha is told to renew its image.
 */
function askForCaptcha(form: Form, expectation: StepExpectation): void {
  if (!form.captchaShown) {
    form.captchaShown = true;
    expectation.requests = [...(expectation.requests ?? []), { id: "captcha", input: undefined }];
  } else expectation.effects = [...(expectation.effects ?? []), { sendTo: "captcha", event: { type: "CAPTCHA.RENEW" } }];
}

function apply(input: LoginOracleInput, form: Form, event: EventObject & Record<string, unknown>): StepExpectation {
  const expectation: StepExpectation = {};
  switch (event.type) {
    case "LOGIN.CHANGE":
      form.values[event.field as Field] = event.value as string;
      // Typing in a field clears its error, and only its error.
      delete form.errors[event.field as string];
      expectation.context = { fieldErrors: exactErrors(form.errors) };
      break;
    case "LOGIN.MODE":
      // MOBILEVERCODELOGIN3 off: the mobile way in is not offered.
      if (event.mode === "sms" && !input.smsLoginEnabled) {
        expectation.context = { mode: form.mode };
        break;
      }
      form.mode = event.mode as Form["mode"];
      form.errors = {};
      form.error = undefined;
      expectation.context = { mode: form.mode, fieldErrors: exactErrors({}), error: undefined };
      break;
    case "LOGIN.REMEMBER":
      form.remember = event.value as boolean;
      expectation.context = { rememberMe: form.remember };
      break;
    case "LOGIN.DISMISS_ERROR":
      form.error = undefined;
      expectation.context = { error: undefined };
      break;
    case "LOGIN.SEND_CODE": {
      const error = mobileError(form.values.mobileNum);
      if (error) {
        form.errors = { ...form.errors, mobileNum: error };
        expectation.context = { fieldErrors: exactErrors(form.errors) };
      } else
        expectation.effects = [
          { sendTo: "smsCode", event: { type: "SMS.SEND", mobileNum: form.values.mobileNum.trim(), countryDialingCode: input.countryDialingCode } },
        ];
      break;
    }
    case "LOGIN.SUBMIT": {
      if (form.submitting) break;
      const errors = formErrors(form);
      if (Object.keys(errors).length > 0) {
        form.errors = errors;
        expectation.context = { fieldErrors: exactErrors(errors) };
        break;
      }
      const v = form.values;
      form.submitting = true;
      form.errors = {};
      // Submitted from the agent login page: only agents may continue (spec section 6).
      form.agentLogin = event.agentLogin === true;
      form.error = undefined;
      expectation.context = { fieldErrors: exactErrors({}), error: undefined };
      expectation.requests = [
        {
          id: "login",
          input: {
            mode: form.mode,
            username: v.username.trim(),
            password: v.password.trim(),
            captcha: form.captchaAsked ? v.captcha.trim() : undefined,
            mobileNum: v.mobileNum.trim(),
            countryDialingCode: input.countryDialingCode,
            verificationCode: v.verificationCode.trim(),
          },
        },
      ];
      break;
    }
    case "xstate.done.actor.login":
    case "xstate.done.actor.verifyIpLogin":
      signedIn(form, event.output as { userName: string }, expectation);
      break;
    case "LOGIN.IP_SEND_CODE":
      if (form.phase !== "ip") break;
      // The number is the server's to know: the ticket names it.
      expectation.effects = [{ sendTo: "ipSmsCode", event: { type: "SMS.SEND", mobileNum: "", countryDialingCode: "", purpose: "ipVerification", ticket: form.ip?.ticket } }];
      break;
    case "LOGIN.IP_SUBMIT": {
      if (form.phase !== "ip") break;
      const error = codeError(form.values.ipCode);
      if (error) {
        form.errors = { ipCode: error };
        expectation.context = { fieldErrors: exactErrors(form.errors) };
        break;
      }
      form.phase = "verifying";
      form.errors = {};
      form.error = undefined;
      expectation.context = { fieldErrors: exactErrors({}), error: undefined };
      expectation.requests = [{ id: "verifyIpLogin", input: { ticket: form.ip?.ticket, verificationCode: form.values.ipCode.trim() } }];
      break;
    }
    case "LOGIN.IP_CANCEL":
      if (form.phase !== "ip") break;
      form.phase = "form";
      form.ip = undefined;
      form.values.ipCode = "";
      form.errors = {};
      form.error = undefined;
      expectation.context = { ipVerification: undefined, ipCode: "", error: undefined, fieldErrors: exactErrors({}) };
      break;
    case "xstate.error.actor.verifyIpLogin": {
      const error = event.error as { kind: string; errorCode?: string };
      form.error = error;
      form.values.ipCode = "";
      // A dead ticket (too late, or used): back to the form to sign in again. Anything else: try another code.
      if (error.errorCode === "IP_VERIFICATION_EXPIRED") {
        form.phase = "form";
        form.ip = undefined;
        expectation.context = { error, ipVerification: undefined, ipCode: "" };
      } else {
        form.phase = "ip";
        expectation.context = { error, ipCode: "" };
      }
      break;
    }
    case "xstate.error.actor.login": {
      form.submitting = false;
      const ip = ipValue(event.error as { errorCode?: string; value?: unknown });
      if (ip) {
        // The right password from an unknown address; the ticket stands for the password, which goes.
        form.phase = "ip";
        form.ip = ip;
        form.values.password = "";
        form.values.ipCode = "";
        form.errors = {};
        form.error = undefined;
        expectation.context = { ipVerification: ip, password: "", ipCode: "", error: undefined, fieldErrors: exactErrors({}) };
        expectation.requests = [{ id: "ipSmsCode", input: { purpose: "ipVerification", provider: "platform" } }];
        break;
      }
      const error = event.error as { kind: string; errorCode?: string; value?: { captcha?: boolean } };
      form.error = error;
      expectation.context = { error };
      if (error.value?.captcha === true) {
        // The captcha shows and the old answer is spent; only a refusal of the captcha itself keeps the password
        // typed (the player only mistyped the captcha): a wrong password goes.
        form.captchaAsked = true;
        form.values.captcha = "";
        if (!["CAPTCHA_REQUIRED", "CAPTCHA_INVALID"].includes((error as { errorCode?: string }).errorCode ?? "")) form.values.password = "";
        expectation.context = { error, captchaRequired: true, captcha: "", password: form.values.password };
        askForCaptcha(form, expectation);
      } else {
        form.values.password = "";
        expectation.context = { error, password: "" };
      }
      break;
    }
    case "CAPTCHA.SHOW":
      askForCaptcha(form, expectation);
      break;
    case "CAPTCHA.REFRESH":
      // The picture's refresh is the captcha's own: the form passes it on once the captcha shows.
      if (form.captchaShown) expectation.effects = [{ sendTo: "captcha", event: { type: "CAPTCHA.REFRESH" } }];
      break;
  }
  return expectation;
}

/** The form as the path's events leave it, and what the last step must do: the views' expectations come from here too. */
export function replayLogin(input: LoginOracleInput, events: readonly EventObject[]): { form: Form; expectation: StepExpectation } {
  const form = fresh(input);
  let expectation: StepExpectation = {};
  for (const event of events) expectation = apply(input, form, event as EventObject & Record<string, unknown>);
  return { form, expectation };
}

export function loginOracle(input: LoginOracleInput): Oracle {
  return {
    step(events) {
      if (events.length === 0)
        return {
          requests: [{ id: "smsCode", input: { purpose: "login", provider: "platform" } }],
          context: { mode: "username", username: input.rememberedUsername, rememberMe: input.rememberedUsername !== "", captchaRequired: false },
        };
      return replayLogin(input, events).expectation;
    },
  };
}

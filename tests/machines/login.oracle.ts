import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input (login.model.ts): SMS login on, nothing remembered, Thailand's dialling code. */
const DIALING_CODE = "+66";

/** Spec section 5 (login): username and password required (trimmed); captcha required when shown; SMS login needs a valid mobile number and code. */
const RULES = {
  mobile: /^0?\d{8,11}$/,
  smsCode: /^\d{4,8}$/,
};

type Field = "username" | "password" | "mobileNum" | "verificationCode" | "captcha";
type CaptchaPhase = "hidden" | "loading" | "cooling" | "refreshable" | "failed";

/** What a person filling the form has done so far, as the spec describes it. */
interface Form {
  mode: "username" | "sms";
  values: Record<Field, string>;
  remember: boolean;
  captchaAsked: boolean;
  captcha: CaptchaPhase;
  submitting: boolean;
}

const fresh = (): Form => ({
  mode: "username",
  values: { username: "", password: "", mobileNum: "", verificationCode: "", captcha: "" },
  remember: false,
  captchaAsked: false,
  captcha: "hidden",
  submitting: false,
});

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

/** Each new login attempt after a captcha demand needs a new image (one already loading will do). */
function askForCaptcha(form: Form, expectation: StepExpectation): void {
  if (form.captcha === "loading") return;
  form.captcha = "loading";
  expectation.requests = [...(expectation.requests ?? []), { id: "fetchCaptcha" }];
}

function apply(form: Form, event: EventObject & Record<string, unknown>): StepExpectation {
  const expectation: StepExpectation = {};
  switch (event.type) {
    case "LOGIN.CHANGE":
      form.values[event.field as Field] = event.value as string;
      break;
    case "LOGIN.MODE":
      form.mode = event.mode as Form["mode"];
      expectation.context = { mode: form.mode, fieldErrors: {}, error: undefined };
      break;
    case "LOGIN.REMEMBER":
      form.remember = event.value as boolean;
      break;
    case "LOGIN.DISMISS_ERROR":
      expectation.context = { error: undefined };
      break;
    case "LOGIN.SEND_CODE": {
      const error = mobileError(form.values.mobileNum);
      if (error) expectation.context = { fieldErrors: expect.objectContaining({ mobileNum: error }) };
      else
        expectation.effects = [
          { sendTo: "smsCode", event: { type: "SMS.SEND", mobileNum: form.values.mobileNum.trim(), countryDialingCode: DIALING_CODE } },
        ];
      break;
    }
    case "LOGIN.SUBMIT": {
      if (form.submitting) break;
      const errors = formErrors(form);
      if (Object.keys(errors).length > 0) {
        expectation.context = { fieldErrors: errors };
        break;
      }
      const v = form.values;
      form.submitting = true;
      expectation.context = { fieldErrors: {}, error: undefined };
      expectation.requests = [
        {
          id: "login",
          input: {
            mode: form.mode,
            username: v.username.trim(),
            password: v.password.trim(),
            captcha: form.captchaAsked ? v.captcha.trim() : undefined,
            mobileNum: v.mobileNum.trim(),
            countryDialingCode: DIALING_CODE,
            verificationCode: v.verificationCode.trim(),
          },
        },
      ];
      break;
    }
    case "xstate.done.actor.login": {
      const answer = event.output as { userName: string };
      expectation.output = {
        answer,
        via: form.mode,
        username: form.mode === "username" ? form.values.username.trim() : answer.userName,
        rememberMe: form.remember,
        agentLogin: false,
      };
      break;
    }
    case "xstate.error.actor.login": {
      form.submitting = false;
      const error = event.error as { value?: { captcha?: boolean } };
      expectation.context = { error };
      if (error.value?.captcha === true) {
        // The captcha shows and the old answer is spent; only a refusal of the captcha itself keeps the password
        // typed (issue 19, item 3): a wrong password goes.
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
      if (form.captcha !== "loading") askForCaptcha(form, expectation);
      break;
    case "CAPTCHA.REFRESH":
      if (form.captcha === "refreshable" || form.captcha === "failed") askForCaptcha(form, expectation);
      break;
    case "xstate.done.actor.fetchCaptcha":
      form.captcha = "cooling";
      expectation.context = { captchaImage: event.output };
      break;
    case "xstate.error.actor.fetchCaptcha":
      form.captcha = "failed";
      break;
    default:
      if (event.type.startsWith("xstate.after.")) form.captcha = "refreshable";
  }
  return expectation;
}

export const loginOracle: Oracle = {
  step(events) {
    const form = fresh();
    if (events.length === 0) return { requests: [{ id: "smsCode", input: { purpose: "login", provider: "platform" } }] };
    let expectation: StepExpectation = {};
    for (const event of events) expectation = apply(form, event as EventObject & Record<string, unknown>);
    return expectation;
  },
  // Spec section 9: captcha refresh throttled to 1000 ms.
  delays: { "login.active.captcha.shown.cooling": 1000 },
};

import type { AnyMachineSnapshot } from "xstate";
import { loginMachine, type LoginContext, type LoginField, type LoginInput } from "../../machines/login.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";
import { loginOracle } from "./login.oracle";

const change = (field: LoginField, value: string) => ({ type: "LOGIN.CHANGE", field, value });

/** Filled enough to be sent in each mode; the model only fills what the form still lacks, so the graph stays small. */
function fills(context: LoginContext) {
  if (context.mode === "sms") {
    return [context.mobileNum ? null : change("mobileNum", " 0812345678 "), context.verificationCode ? null : change("verificationCode", " 123456 ")];
  }
  return [
    context.username ? null : change("username", " demo "),
    context.password ? null : change("password", "Demo1234"),
    context.captchaRequired && !context.captcha ? change("captcha", " 4821 ") : null,
  ];
}

const complete = (context: LoginContext) => fills(context).every((event) => event === null);

type Payloads = NonNullable<PathModel<typeof loginMachine>["payloads"]>;

/** The right password from an unknown address, with the ticket and the masked mobile of contract/ip-verification.ts. */
export const IP_VERIFICATION = { ticket: "tk-ip-1", mobile: "08x-xxx-1234" };
/** On the extra-verification step only its code is typed; the form's switches are not on screen. */
const verifying = (snapshot: AnyMachineSnapshot) => snapshot.matches({ active: { form: "ipVerification" } });

function model(
  input: LoginInput,
  submits: (context: LoginContext) => object[],
  narrower: Payloads = {},
  /** Tell states apart by the fields in error too, so a path types into a form with several errors. */
  keyErrors = false,
): PathModel<typeof loginMachine> {
  return {
    name: "login",
    machine: loginMachine,
    input,
    oracle: loginOracle(input),
    // On the extra-verification step the form is out of sight and its password cleared: what was typed in it does not
    // change what the step does, so its states differ by the code, the captcha the form returns to, and what the
    // output carries (mode, remember, agent).
    contextKey: (context) =>
      context.ipVerification
        ? { mode: context.mode, ip: Boolean(context.ipCode), captcha: context.captchaRequired, remember: context.rememberMe, agent: context.agentLogin }
        : {
            mode: context.mode,
            filled: (context.mode === "sms" ? [context.mobileNum, context.verificationCode] : [context.username, context.password, context.captcha]).map(Boolean),
            captcha: context.captchaRequired,
            remember: context.rememberMe,
            agent: context.agentLogin,
            ...(keyErrors ? { errors: Object.keys(context.fieldErrors).filter((field) => context.fieldErrors[field as LoginField]) } : {}),
          },
    payloads: {
      // One field at a time, in form order: the same coverage without every order of typing.
      "LOGIN.CHANGE": (snapshot) =>
        verifying(snapshot)
          ? (snapshot.context as LoginContext).ipCode
            ? []
            : [change("ipCode", " 482913 ")]
          : fills(snapshot.context as LoginContext).filter((event) => event !== null).slice(0, 1),
      "LOGIN.MODE": (snapshot) => (verifying(snapshot) ? [] : [{ type: "LOGIN.MODE", mode: (snapshot.context as LoginContext).mode === "sms" ? "username" : "sms" }]),
      "LOGIN.REMEMBER": (snapshot) => (verifying(snapshot) ? [] : [{ type: "LOGIN.REMEMBER", value: !(snapshot.context as LoginContext).rememberMe }]),
      "LOGIN.SEND_CODE": (snapshot) => (verifying(snapshot) ? [] : [{ type: "LOGIN.SEND_CODE" }]),
      "LOGIN.SUBMIT": (snapshot) => submits(snapshot.context as LoginContext).map((fields) => ({ type: "LOGIN.SUBMIT", ...fields })),
      "xstate.done.actor.login": () => [{ type: "xstate.done.actor.login", output: loginAnswer() }],
      "xstate.error.actor.login": () => [
        { type: "xstate.error.actor.login", error: errorOf("PASSWORD_INCORRECT", { captcha: true }) },
        // A fresh browser meets an account that already wants a captcha.
        { type: "xstate.error.actor.login", error: errorOf("CAPTCHA_REQUIRED", { captcha: true }) },
        { type: "xstate.error.actor.login", error: networkError },
        // The right password from an unregistered address.
        { type: "xstate.error.actor.login", error: errorOf("IP_VERIFICATION_REQUIRED", IP_VERIFICATION) },
      ],
      "xstate.done.actor.verifyIpLogin": () => [{ type: "xstate.done.actor.verifyIpLogin", output: loginAnswer({ id: 1009, userName: "newip" }) }],
      "xstate.error.actor.verifyIpLogin": () => [
        { type: "xstate.error.actor.verifyIpLogin", error: errorOf("SMS_CODE_INVALID") },
        { type: "xstate.error.actor.verifyIpLogin", error: errorOf("SMS_CODE_EXPIRED") },
        { type: "xstate.error.actor.verifyIpLogin", error: errorOf("IP_VERIFICATION_EXPIRED") },
        { type: "xstate.error.actor.verifyIpLogin", error: networkError },
      ],
      ...narrower,
    },
  };
}

/** The header's form (the views' model): SMS login on, nothing remembered, Thailand's dialling code. */
export const loginModel = model({ smsLoginEnabled: true, rememberedUsername: "", countryDialingCode: "+66" }, () => [{ agentLogin: false }]);

/**
 * SMS login off (MOBILEVERCODELOGIN3) and a remembered username: the mobile way in stays closed. A complete form is
 * also sent from the agent login page, and once with no agent flag at all. Remember me and the captcha are the other
 * model's: here the box stays as remembered and a failed login asks for no captcha, which keeps the graph small.
 */
export const loginModelNoSms = model(
  { smsLoginEnabled: false, rememberedUsername: "member7", countryDialingCode: "+84" },
  (context) => (complete(context) ? [{ agentLogin: true }, {}] : [{}]),
  {
    "LOGIN.REMEMBER": () => [],
    // Asking for SMS is refused; choosing username again (the mode it is in) still clears the errors.
    "LOGIN.MODE": () => [
      { type: "LOGIN.MODE", mode: "sms" },
      { type: "LOGIN.MODE", mode: "username" },
    ],
    // Failures whose value asks for no captcha: null, or a captcha flag that is not true.
    "xstate.error.actor.login": () => [
      { type: "xstate.error.actor.login", error: errorOf("PASSWORD_INCORRECT", null) },
      { type: "xstate.error.actor.login", error: errorOf("PASSWORD_INCORRECT", { captcha: "yes" }) },
      // An account with no registered mobile: no ticket comes, so the refusal is only shown.
      { type: "xstate.error.actor.login", error: errorOf("IP_VERIFICATION_REQUIRED", null) },
    ],
  },
  true,
);

import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fromPromise, type Actor, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from "xstate";
import { captchaMachine } from "../../machines/captcha.machine";
import type { LoginContext, LoginField, LoginMode } from "../../machines/login.machine";
import { smsCodeMachine, type SmsSendRequest } from "../../machines/sms-code.machine";
import type { FieldError } from "../../machines/validation";
import type { ErrorInfo, SmsCodeAnswer } from "../../contract";
import { activateLanguage } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { LoginForm } from "../../src/views/login/LoginForm";
import type { LoginSite } from "../../src/views/login/login-site";
import { countries } from "../fixtures/system";
import { loginModel } from "../machines/login.model";
import { replayLogin, type Form } from "../machines/login.oracle";
import { generatePaths, type MachinePath } from "../paths/generate-paths";
import { replayOnView, type ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

type LoginMachine = typeof loginModel.machine;

const LABELS: Record<Exclude<LoginField, "countryDialingCode">, string> = {
  username: "Username",
  password: "Password",
  mobileNum: "Mobile number",
  verificationCode: "Verification code",
  captcha: "Captcha",
  ipCode: "Code sent by SMS",
};
const MODE_FIELDS = { username: ["username", "password"], sms: ["mobileNum", "verificationCode"] } as const;
const MODE_LABELS: Record<LoginMode, string> = { username: "Username", sms: "Mobile number" };

/** The English catalogue messages for the errors the path model produces. */
const ERROR_TEXT: Record<string, string> = {
  PASSWORD_INCORRECT: "Username or password incorrect",
  CAPTCHA_REQUIRED: "Please enter the captcha",
  network: "Network link is abnormal, please try again",
  SMS_CODE_INVALID: "Verification code not valid",
  SMS_CODE_EXPIRED: "Code expired, send again",
  IP_VERIFICATION_EXPIRED: "The verification has expired, please log in again",
};
const FIELD_ERROR_TEXT: Partial<Record<FieldError["kind"], string>> = {
  required: "Input cannot be empty",
  mobile: "Fill in correct mobile number",
  smsCode: "Please enter a valid verification code",
  captcha: "Please enter the captcha",
};

const site: LoginSite = {
  countries: countries(),
  visitorCountry: "TH",
  freePlay: true,
  // The Register link needs a router; the form's own behaviour does not depend on it.
  directRegister: false,
  onForgotPassword: () => {},
  onFreePlay: () => {},
};

/** The text of the elements that describe an input (Mantine links the error under a field this way). */
const description = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join("");

/** Password inputs have no role: every field is found by its label, the mode switch's radios excluded. */
const fields = (name: string | RegExp) => screen.queryAllByLabelText(name, { selector: "input:not([type=radio])" }) as HTMLInputElement[];
const field = (name: string) => fields(name).at(0);

function expectField(name: LoginField & keyof typeof LABELS, form: Form) {
  const input = field(LABELS[name]);
  expect(input, `${name} shown`).toBeDefined();
  expect(input!.value, `${name} value`).toBe(form.values[name]);
  const error = form.errors[name] as FieldError | undefined;
  expect(input!.getAttribute("aria-invalid") === "true", `${name} invalid`).toBe(Boolean(error));
  expect(description(input!), `${name} error`).toBe(error ? FIELD_ERROR_TEXT[error.kind]! : "");
}

/** "Send code" follows the real smsCode child: ready, loading while sending, then "Resend in {n}s". */
function expectSendCode(smsCode: AnyActorRef | undefined) {
  const child = smsCode?.getSnapshot() as AnyMachineSnapshot | undefined;
  // A finished login has stopped its child: the button is left as it was first drawn.
  const countingDown = child?.matches("countingDown") ?? false;
  const button = screen.getByRole("button", { name: countingDown ? `Resend in ${child!.context.secondsLeft}s` : "Send code" }) as HTMLButtonElement;
  expect(button.disabled, "send code disabled").toBe(child ? !child.matches("ready") : false);
  expect(button.hasAttribute("data-loading"), "send code loading").toBe(child?.matches("sending") ?? false);
}

const CAPTCHA_IMAGE = "iVBORw0KGgo=";

/** The picture and its refresh follow the real captcha child: loading, shown (refreshable after a second), failed. */
function expectCaptcha(form: Form, snapshot: AnyMachineSnapshot) {
  if (!form.captchaAsked) {
    // No answer field, picture or refresh button.
    expect(screen.queryAllByLabelText(/captcha/i), "captcha hidden").toEqual([]);
    return;
  }
  expectField("captcha", form);
  const state = (snapshot.children.captcha as AnyActorRef | undefined)?.getSnapshot() as AnyMachineSnapshot | undefined;
  const failed = state?.matches("failed") ?? false;
  const shown = state?.matches("shown") ?? false;
  expect(Boolean(screen.queryByText("Captcha unavailable")), "captcha unavailable").toBe(failed);
  expect(Boolean(screen.queryByLabelText("Loading captcha")), "captcha loading").toBe(!shown && !failed);
  const image = screen.queryByRole("img", { name: "Captcha" });
  expect(image?.getAttribute("src") ?? null, "captcha image").toBe(shown ? `data:image/png;base64,${CAPTCHA_IMAGE}` : null);
  const refresh = screen.getByRole("button", { name: "Refresh captcha" }) as HTMLButtonElement;
  expect(refresh.disabled, "captcha refresh disabled").toBe(!failed && !(state?.matches({ shown: "refreshable" }) ?? false));
}

/** The form the path's events call for (spec sections 4 and 5), as the machine oracle sees it. */
async function expectLoginScreen(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Promise<void> {
  const { form } = replayLogin(loginModel.input!, events);
  if (form.phase !== "form" && !form.done) return expectIpStep(snapshot, form);
  const submitting = form.submitting && !form.done;
  await waitFor(() => {
    // The mode's radio is checked (the other, in the same group, then is not) and only the mode's fields are shown.
    expect(screen.getByRole("radio", { name: MODE_LABELS[form.mode], checked: true }), "mode chosen").toBeTruthy();
    for (const name of MODE_FIELDS[form.mode]) expectField(name, form);
    const other = MODE_FIELDS[form.mode === "sms" ? "username" : "sms"].map((name) => LABELS[name]);
    expect(fields(new RegExp(`^(${other.join("|")})$`)), "other mode's fields hidden").toEqual([]);
    const remember = screen.queryByLabelText("Remember me") as HTMLInputElement | null;
    if (form.mode === "username") {
      expect(remember?.checked, "remember me").toBe(form.remember);
    } else {
      expect(remember, "no remember me").toBeNull();
      expect(screen.getByRole("button", { name: /^Country code: / }).textContent).toContain("+66");
      expectSendCode(snapshot.children.smsCode as AnyActorRef | undefined);
    }
    expectCaptcha(form, snapshot);
    const submit = screen.getByRole("button", { name: "Log in" }) as HTMLButtonElement;
    expect(submit.hasAttribute("data-loading"), "submit loading").toBe(submitting);
    expect(submit.disabled, "submit disabled").toBe(submitting);
    const alert = screen.queryByRole("alert");
    expect(alert?.textContent ?? null, "error").toBe(form.error ? ERROR_TEXT[form.error.errorCode ?? form.error.kind]! : null);
  });
}

/** The extra-verification step instead of the form, naming the masked mobile the model's ticket came with. */
async function expectIpStep(snapshot: AnyMachineSnapshot, form: Form): Promise<void> {
  const verifying = form.phase === "verifying";
  await waitFor(() => {
    expect(screen.getByRole("heading", { name: "Extra verification" }), "step shown").toBeTruthy();
    expect(screen.getByText(/registered mobile 08x-xxx-1234\./), "masked mobile").toBeTruthy();
    expect(screen.queryByRole("radio"), "no login form").toBeNull();
    expectField("ipCode", form);
    expectSendCode(snapshot.children.ipSmsCode as AnyActorRef | undefined);
    const submit = screen.getByRole("button", { name: "Verify and log in" }) as HTMLButtonElement;
    expect(submit.hasAttribute("data-loading"), "verify loading").toBe(verifying);
    expect(submit.disabled, "verify disabled").toBe(verifying);
    expect((screen.getByRole("button", { name: "Back to login" }) as HTMLButtonElement).disabled, "back disabled").toBe(verifying);
    const alert = screen.queryByRole("alert");
    expect(alert?.textContent ?? null, "error").toBe(form.error ? ERROR_TEXT[form.error.errorCode ?? form.error.kind]! : null);
  });
}

async function clickIfEnabled(user: UserEvent, name: string): Promise<boolean> {
  const button = screen.queryByRole("button", { name }) as HTMLButtonElement | null;
  if (!button || button.disabled) return false;
  await user.click(button);
  return true;
}

/** Sends the event through the UI; false when a person cannot. */
async function sendThroughUi(event: EventObject, user: UserEvent, snapshot: AnyMachineSnapshot): Promise<boolean> {
  switch (event.type) {
    case "LOGIN.CHANGE": {
      const { field: name, value } = event as EventObject & { field: LoginField; value: string };
      const input = name === "countryDialingCode" ? undefined : field(LABELS[name]);
      if (!input) return false;
      await user.clear(input);
      // Pasted: typing every character made the ~600 steps about 20 s slower.
      await user.paste(value);
      return true;
    }
    case "LOGIN.MODE":
      await user.click(screen.getByRole("radio", { name: MODE_LABELS[(event as EventObject & { mode: LoginMode }).mode] }));
      return true;
    case "LOGIN.REMEMBER": {
      // Only the username form has the box.
      const box = screen.queryByRole("checkbox", { name: "Remember me" });
      if (!box) return false;
      await user.click(box);
      return true;
    }
    case "LOGIN.SUBMIT": {
      // Both ways to send the form: Enter in the SMS form's last field, the button in the username form.
      const code = snapshot.context.mode === "sms" ? field(LABELS.verificationCode) : undefined;
      if (!code) return clickIfEnabled(user, "Log in");
      await user.type(code, "{Enter}");
      return true;
    }
    case "LOGIN.IP_SEND_CODE":
      return clickIfEnabled(user, "Send code");
    case "LOGIN.IP_SUBMIT":
      return clickIfEnabled(user, "Verify and log in");
    case "LOGIN.IP_CANCEL":
      return clickIfEnabled(user, "Back to login");
    case "LOGIN.SEND_CODE":
      // Only the SMS form has the button, and only a ready code may be sent.
      return clickIfEnabled(user, "Send code");
    case "LOGIN.DISMISS_ERROR":
      // Only an error on screen can be dismissed.
      return clickIfEnabled(user, "Dismiss message");
    case "CAPTCHA.REFRESH":
      return clickIfEnabled(user, "Refresh captcha");
    default:
      // CAPTCHA.SHOW is raised by the machine itself when the server asks for a captcha.
      return false;
  }
}

/**
 * What the login actor received from the UI during one step. Remember me, an error and field errors are not part of
 * the path's state, so the replay alone would not notice a click that sent nothing: each UI step must send the path's event.
 */
let received: EventObject[] = [];
let stopWatching = () => {};
function watch(actor: Actor<LoginMachine>) {
  stopWatching();
  const subscription = actor.system.inspect((inspection) => {
    if (inspection.type === "@xstate.event" && inspection.actorRef === actor) received.push(inspection.event);
  });
  stopWatching = () => subscription.unsubscribe();
}

const loginView: ViewModel<LoginMachine> = {
  render: (actor) => {
    watch(actor);
    return (
      <AppProviders>
        <LoginForm login={actor} site={site} />
      </AppProviders>
    );
  },
  // The real smsCode child (the SMS fields show its state), each code it sends valid for one minute; the real captcha
  // child, whose image loads at once.
  actors: () => {
    const smsCode = smsCodeMachine.provide({ actors: { sendSmsCode: fromPromise<SmsCodeAnswer, SmsSendRequest>(async () => ({ expiredMinutes: 1 })) } });
    const captcha = captchaMachine.provide({ actors: { fetchCaptcha: fromPromise<string, void>(async () => CAPTCHA_IMAGE) } });
    return { smsCode, ipSmsCode: smsCode, captcha };
  },
  expectScreen: expectLoginScreen,
  async perform(event, user, snapshot) {
    received = [];
    const viaUi = await sendThroughUi(event, user, snapshot);
    if (viaUi) expect(received.at(-1), `the event the UI sent for ${event.type}`).toEqual(event);
    return viaUi;
  },
};

// Without vitest globals Testing Library does not clean up by itself: each replay's container would stay behind.

describeViewPaths(loginModel, loginView);

type Path = MachinePath<LoginMachine>;
type Step = Path["steps"][number];
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as LoginContext;
const loginError = (step: Step) => (step.event.type === "xstate.error.actor.login" ? (step.event as EventObject & { error: ErrorInfo }).error : undefined);

/**
 * Events a person causes that the covering subset only delivers where no one could (Send code in the username form,
 * Refresh captcha with no captcha, dismissing no error), or whose effect it never shows: the shortest start of a
 * generated path that takes each, and each failed login followed by dismissing its message.
 */
function extraPaths(): Path[] {
  // Without CAPTCHA.SHOW, which only the machine raises (with its error, on a failed login).
  const all = generatePaths(loginModel).filter((path) => path.steps.every((step) => step.event.type !== "CAPTCHA.SHOW"));
  const shortestUpTo = (found: (step: Step, before: Step | undefined) => boolean): Path | undefined => {
    let best: Step[] | undefined;
    for (const path of all) {
      const index = path.steps.findIndex((step, i) => found(step, path.steps[i - 1]));
      if (index >= 0 && (!best || index + 1 < best.length)) best = path.steps.slice(0, index + 1);
    }
    return best && { description: best.map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:")).join(" → "), steps: best };
  };
  const taking = (type: string, check: (before: AnyMachineSnapshot) => boolean) =>
    shortestUpTo((step, before) => step.event.type === type && before !== undefined && check(before.state));
  const dismissed = (kind: ErrorInfo["kind"]) => {
    const path = shortestUpTo((step) => loginError(step)?.kind === kind)!;
    const last = path.steps.at(-1)!;
    return { description: `${path.description} → LOGIN.DISMISS_ERROR`, steps: [...path.steps, { event: { type: "LOGIN.DISMISS_ERROR" }, state: last.state }] };
  };
  return [
    taking("LOGIN.SEND_CODE", (before) => ctx(before).mode === "sms" && !ctx(before).mobileNum),
    taking("LOGIN.SEND_CODE", (before) => ctx(before).mode === "sms" && Boolean(ctx(before).mobileNum)),
    taking("LOGIN.SUBMIT", (before) => ctx(before).mode === "sms" && !ctx(before).mobileNum),
    taking("LOGIN.SUBMIT", (before) => ctx(before).mode === "sms" && Boolean(ctx(before).mobileNum && ctx(before).verificationCode)),
    taking("LOGIN.SUBMIT", (before) => ctx(before).mode === "username" && ctx(before).captchaRequired && Boolean(ctx(before).password)),
    taking("CAPTCHA.REFRESH", (before) => ctx(before).captchaRequired && before.matches({ active: { captcha: "shown" } })),
    dismissed("server"),
    dismissed("network"),
  ].filter((path) => path !== undefined);
}

describe("login machine: more user events on the rendered views", () => {
  beforeAll(() => activateLanguage("en"));
  const paths = extraPaths();

  it("finds every extra path", () => expect(paths).toHaveLength(8));

  it.each(paths.map((path) => [path.description, path] as const))("%s", async (_, path) => {
    await replayOnView(loginModel, loginView, path);
  });
});

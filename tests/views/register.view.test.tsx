import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { fromPromise, type Actor, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from "xstate";
import { captchaMachine } from "../../machines/captcha.machine";
import type { RegisterInput } from "../../machines/register.machine";
import { smsCodeMachine, type SmsSendRequest } from "../../machines/sms-code.machine";
import type { RegisterField, RegisterVariant, SmsCodeAnswer } from "../../contract";
import { AppProviders } from "../../src/views/AppProviders";
import { RegisterModal } from "../../src/views/register/RegisterModal";
import { countries } from "../fixtures/system";
import { registerModel } from "../machines/register.model";
import { facts, registrationAfter, sendable, shownError, type Registration } from "../machines/register.oracle";
import { MAX_LENGTH, RULES, shownFields } from "../machines/register.rules";
import { fieldErrorText } from "./field-error-text";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { REGISTER_FIELD_LABELS as LABELS } from "../fixtures/english-labels";

type RegisterMachine = ReturnType<typeof registerModel>["machine"];

const ALL_FIELDS = Object.keys(LABELS) as RegisterField[];
const PASSWORDS: ReadonlySet<RegisterField> = new Set(["password", "confirmPassword", "paymentPassword"]);
const VARIANT_LABELS: Record<RegisterVariant, string> = { register: "By username", registerMobile: "By mobile number" };
const CONSENT = "I am over 18 and agree to the terms and privacy policy";
const HINT = "Items marked with * are required";
const CAPTCHA_IMAGE = "iVBORw0KGgo=";

/** The English messages for the errors the path model produces (FIELD_INVALID: the server's own message). */
const ERROR_TEXT: Record<string, string> = {
  network: "Network link is abnormal, please try again",
  HUMAN_VERIFICATION_FAILED: "Please complete verification first",
  CAPTCHA_INVALID: "The captcha is incorrect",
  USERNAME_EXISTS: "This username is already taken",
  FIELD_INVALID: "FIELD_INVALID",
  PROVIDER_POPUP_CLOSED: "Login failure, try again",
  SMS_CODE_INVALID: "Verification code not valid",
};
const SOCIAL_LABELS = { google: "Continue with Google", facebook: "Continue with Facebook" } as const;
const LINK_DIALOG = "This number already has an account";

/** The text of the error linked to an input (Mantine links the error under a field this way; a field's hint apart). */
const description = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter((id) => id.endsWith("-error"))
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join("");

/** A label without its required mark (Mantine's asterisk is hidden from the accessible name, not from the text). */
const unmarked = (text: string) => text.replace(/\s+/g, " ").replace(/\s*\*$/, "").trim();
/** Text inputs by label (password inputs have no role); radios and the terms box excluded. */
const field = (label: string) =>
  screen.queryAllByLabelText(label, { selector: "input:not([type=radio]):not([type=checkbox])", normalizer: unmarked }).at(0) as HTMLInputElement | undefined;

const dialog = () => screen.findByRole("dialog", { name: "Register" }, { timeout: 3000 });
/** Expectations come from the registration the path's events describe (register.oracle.ts), not from the machine. */
const editing = (person: Registration) => person.phase === "editing";
const busy = (person: Registration) => ["checkingInvitation", "verifyingHuman", "provingPhone", "registering"].includes(person.phase);

function expectField(name: RegisterField, person: Registration) {
  const input = field(LABELS[name]);
  expect(input, `${name} shown`).toBeDefined();
  expect(input!.value, `${name} value`).toBe(person.values[name]);
  expect(input!.readOnly, `${name} read-only`).toBe(!editing(person));
  const required = RULES[name].required(facts(person));
  expect(input!.getAttribute("aria-required") === "true", `${name} required`).toBe(required);
  expect(input!.labels?.[0]?.textContent?.includes("*"), `${name} required mark`).toBe(required);
  const setting = person.settings[name === "confirmPassword" ? "password" : name];
  expect(input!.maxLength, `${name} maxLength`).toBe(name === "verificationCode" ? MAX_LENGTH : (setting?.maxLength ?? MAX_LENGTH));
  const error = shownError(person, name);
  expect(input!.getAttribute("aria-invalid") === "true", `${name} invalid`).toBe(Boolean(error));
  expect(description(input!), `${name} error`).toBe(error ? fieldErrorText(error, PASSWORDS.has(name) ? "password" : "other") : "");
}

function expectCaptcha(snapshot: AnyMachineSnapshot) {
  const child = snapshot.children.captcha as AnyActorRef | undefined;
  const state = child?.getSnapshot() as AnyMachineSnapshot | undefined;
  const shown = state?.matches("shown") ?? false;
  expect(screen.queryByRole("img", { name: "Captcha" })?.getAttribute("src") ?? null, "captcha image").toBe(shown ? `data:image/png;base64,${CAPTCHA_IMAGE}` : null);
  expect(Boolean(screen.queryByLabelText("Loading captcha")), "captcha loading").toBe(!shown && !(state?.matches("failed") ?? false));
  const refresh = screen.getByRole("button", { name: "Refresh captcha" }) as HTMLButtonElement;
  expect(refresh.disabled, "refresh disabled").toBe(!(state?.matches({ shown: "refreshable" }) || state?.matches("failed")));
}

/** "Send code" follows the real smsCode child: ready, loading while sending, then "Resend in {n}s". */
function expectSendCode(modal: HTMLElement, snapshot: AnyMachineSnapshot) {
  const child = (snapshot.children.smsCode as AnyActorRef).getSnapshot() as AnyMachineSnapshot;
  const countingDown = child.matches("countingDown");
  const button = within(modal).getByRole("button", { name: countingDown ? `Resend in ${child.context.secondsLeft}s` : "Send code" }) as HTMLButtonElement;
  expect(button.disabled, "send code disabled").toBe(!child.matches("ready"));
  expect(button.hasAttribute("data-loading"), "send code loading").toBe(child.matches("sending"));
}

function expectForm(modal: HTMLElement, snapshot: AnyMachineSnapshot, person: Registration) {
  for (const variant of ["register", "registerMobile"] as const) {
    const radio = within(modal).getByRole("radio", { name: VARIANT_LABELS[variant] }) as HTMLInputElement;
    expect(radio.checked, `${variant} chosen`).toBe(person.variant === variant);
    expect(radio.disabled, `${variant} disabled`).toBe(!editing(person));
  }
  const shown = shownFields(facts(person));
  for (const name of ALL_FIELDS) {
    if (shown.includes(name)) expectField(name, person);
    else expect(field(LABELS[name]), `${name} hidden`).toBeUndefined();
  }
  // The fields in the form's order.
  const order = within(modal)
    .getAllByLabelText(/./, { selector: "input:not([type=radio]):not([type=checkbox])", normalizer: unmarked })
    .map((input) => unmarked((input as HTMLInputElement).labels?.[0]?.textContent ?? ""));
  expect(order, "field order").toEqual(shown.map((name) => LABELS[name]));
  if (shown.includes("mobileNum")) expect(within(modal).getByRole("button", { name: /^Country code: / }).textContent).toContain(person.dialingCode);
  if (shown.includes("verificationCode")) expectSendCode(modal, snapshot);
  else expect(within(modal).queryByRole("button", { name: "Send code" })).toBeNull();
  if (shown.includes("captcha")) expectCaptcha(snapshot);

  const consent = within(modal).getByRole("checkbox", { name: CONSENT }) as HTMLInputElement;
  expect(consent.checked, "agreed").toBe(person.agreed);
  expect((within(modal).getByRole("button", { name: "Reset" }) as HTMLButtonElement).disabled, "reset disabled").toBe(!editing(person));
  const submit = within(modal).queryByRole("button", { name: "Register" }) as HTMLButtonElement | null;
  const valid = sendable(person);
  expect(Boolean(submit), "register button").toBe(valid);
  expect(Boolean(within(modal).queryByText(HINT)), "required hint").toBe(!valid);
  if (submit) expect(submit.hasAttribute("data-loading"), "register loading").toBe(busy(person));
  const alert = within(modal).queryByRole("alert");
  expect(alert?.textContent ?? null, "error").toBe(person.error ? ERROR_TEXT[person.error.errorCode ?? person.error.kind]! : null);

  for (const provider of ["google", "facebook"] as const) {
    const button = within(modal).queryByRole("button", { name: SOCIAL_LABELS[provider] }) as HTMLButtonElement | null;
    expect(Boolean(button), `${provider} button`).toBe((person.input.socialProviders ?? []).includes(provider));
    if (button) expect(button.hasAttribute("data-loading"), `${provider} waiting`).toBe(person.phase === "social");
  }
  const link = screen.queryByRole("dialog", { name: LINK_DIALOG });
  expect(Boolean(link), "link choice").toBe(person.phase === "choosingLink" || person.phase === "confirmingLink");
  if (link && person.phase === "choosingLink") {
    // The account the server named in its answer.
    expect(within(link).getByText(new RegExp(person.linkAccount!.replace(/\*/g, "\\*")))).toBeTruthy();
    expect(within(link).getByRole("button", { name: "Link account" })).toBeTruthy();
  }
  if (link && person.phase === "confirmingLink") {
    expect(within(link).getByText("This choice is final: it cannot be changed or unlinked after you confirm.")).toBeTruthy();
  }

  const warning = screen.queryByRole("dialog", { name: "Invalid invitation code" });
  expect(Boolean(warning), "invitation warning").toBe(person.phase === "invitationRejected");
  if (warning) expect(within(warning).getByRole("button", { name: "OK" })).toBeTruthy();

  // The proven number has an account: the catalogue's words, and where to go instead.
  const registered = screen.queryByRole("dialog", { name: "This mobile number is already registered" });
  expect(Boolean(registered), "number registered warning").toBe(person.phase === "numberRegistered");
  if (registered) {
    expect(within(registered).getByText("This number already has an account. Sign in with it, or reset your password if you have forgotten it.")).toBeTruthy();
    expect(within(registered).getByRole("button", { name: "OK" })).toBeTruthy();
  }
}

async function expectRegisterScreen(input: RegisterInput, snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Promise<void> {
  const { person } = registrationAfter(input, events);
  if (person.phase === "done" || person.phase === "closed") {
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    return;
  }
  const modal = await dialog();
  await waitFor(() => {
    if (person.phase === "loading" || person.phase === "checkingLanding") {
      expect(within(modal).getByLabelText("Loading")).toBeTruthy();
      expect(within(modal).queryByRole("textbox")).toBeNull();
      return;
    }
    if (person.phase === "settingsFailed") {
      expect(within(modal).getByRole("alert").textContent).toBe(ERROR_TEXT[person.error!.kind]);
      expect(within(modal).getByRole("button", { name: "Retry" })).toBeTruthy();
      expect(within(modal).queryByRole("textbox")).toBeNull();
      return;
    }
    expectForm(modal, snapshot, person);
  });
}

async function clickIfEnabled(user: UserEvent, name: string): Promise<boolean> {
  const button = screen.queryByRole("button", { name }) as HTMLButtonElement | null;
  if (!button || button.disabled) return false;
  await user.click(button);
  return true;
}

/** Performs a step as a person would, given the registration so far (from the path's earlier events). */
async function sendThroughUi(event: EventObject, user: UserEvent, person: Registration): Promise<boolean> {
  switch (event.type) {
    case "REGISTER.CHANGE": {
      const { field: name, value } = event as EventObject & { field: RegisterField; value: string };
      const input = field(LABELS[name]);
      if (!input || input.readOnly) return false;
      await user.clear(input);
      // Pasted: typing every character is much slower.
      await user.paste(value);
      return true;
    }
    case "REGISTER.VARIANT": {
      const radio = screen.queryByRole("radio", { name: VARIANT_LABELS[(event as EventObject & { variant: RegisterVariant }).variant] }) as HTMLInputElement | null;
      if (!radio || radio.disabled) return false;
      await user.click(radio);
      return true;
    }
    case "REGISTER.COUNTRY": {
      const picker = screen.queryByRole("button", { name: /^Country code: / });
      if (!picker || !editing(person)) return false;
      await user.click(picker);
      // jsdom lays nothing out: inside the dialog the popover takes its target for scrolled away and hides the list.
      await user.click(await screen.findByRole("option", { name: /Vietnam/, hidden: true }));
      return true;
    }
    case "REGISTER.AGREE": {
      const box = screen.queryByRole("checkbox", { name: CONSENT }) as HTMLInputElement | null;
      if (!box || box.disabled) return false;
      await user.click(box);
      return true;
    }
    case "REGISTER.RESET":
      return clickIfEnabled(user, "Reset");
    case "REGISTER.SUBMIT": {
      if (await clickIfEnabled(user, "Register")) return true;
      // Not complete yet: Enter in the first field sends the form all the same.
      const first = shownFields(facts(person))[0];
      const input = first && editing(person) ? field(LABELS[first]) : undefined;
      if (!input) return false;
      await user.type(input, "{Enter}");
      return true;
    }
    case "REGISTER.SEND_CODE":
      return clickIfEnabled(user, "Send code");
    case "REGISTER.SOCIAL":
      return clickIfEnabled(user, SOCIAL_LABELS[(event as EventObject & { provider: "google" | "facebook" }).provider]);
    case "REGISTER.LINK_CHOOSE":
      return clickIfEnabled(user, (event as EventObject & { choice: string }).choice === "link" ? "Link account" : "Register new");
    case "REGISTER.LINK_CONFIRM":
      return clickIfEnabled(user, "Confirm");
    case "REGISTER.LINK_BACK":
      return clickIfEnabled(user, "Back");
    case "REGISTER.DISMISS_ERROR":
      if (person.phase === "invitationRejected" || person.phase === "numberRegistered") return clickIfEnabled(user, "OK");
      if (person.phase === "choosingLink" || person.phase === "confirmingLink") return clickIfEnabled(user, "Cancel");
      return clickIfEnabled(user, "Dismiss message");
    case "REGISTER.RETRY":
      return clickIfEnabled(user, "Retry");
    case "REGISTER.CLOSE":
      await dialog();
      return clickIfEnabled(user, "Close dialog");
    default:
      return false;
  }
}

/** What the register actor received from the UI during one step: each UI step must send exactly the path's event. */
let received: EventObject[] = [];
let stopWatching = () => {};
function watch(actor: Actor<RegisterMachine>) {
  stopWatching();
  const subscription = actor.system.inspect((inspection) => {
    if (inspection.type === "@xstate.event" && inspection.actorRef === actor && !inspection.event.type.startsWith("xstate.")) received.push(inspection.event);
  });
  stopWatching = () => subscription.unsubscribe();
}

const registerView = (input: RegisterInput): ViewModel<RegisterMachine> => ({
  render: (actor) => {
    watch(actor);
    return (
      <AppProviders>
        <RegisterModal register={actor} countries={countries()} visitorCountry="TH" />
      </AppProviders>
    );
  },
  // The real smsCode and captcha children (the form shows their state): codes are sent, the image loads.
  actors: () => ({
    smsCode: smsCodeMachine.provide({ actors: { sendSmsCode: fromPromise<SmsCodeAnswer, SmsSendRequest>(async () => ({ expiredMinutes: 1 })) } }),
    captcha: captchaMachine.provide({ actors: { fetchCaptcha: fromPromise<string, void>(async () => CAPTCHA_IMAGE) } }),
  }),
  expectScreen: (snapshot, events) => expectRegisterScreen(input, snapshot, events),
  async perform(event, user, _snapshot, events) {
    received = [];
    const viaUi = await sendThroughUi(event, user, registrationAfter(input, events).person);
    if (viaUi) expect(received, `the events the UI sent for ${event.type}`).toEqual([event]);
    return viaUi;
  },
});

const views = (model: ReturnType<typeof registerModel>, name = model.name) => describeViewPaths({ ...model, name }, registerView(model.input!));

views(registerModel());

// The landing page carried an invitation code: checked while the form waits (accepted: its field hides; refused: it shows).
views(registerModel({ landingCode: true, sideEvents: false }), "register (landing invitation code)");

// The site sends codes through Firebase: the entered code is confirmed first; a number with an account offers link or new.
views(registerModel({ firebase: true, captcha: false, sideEvents: false }), "register (Firebase SMS)");

import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fromPromise, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from "xstate";
import type { ForgotPasswordContext, RecoveryField } from "../../machines/forgot-password.machine";
import { smsCodeMachine } from "../../machines/sms-code.machine";
import type { SmsCodeAnswer } from "../../contract";
import { activateLanguage } from "../../src/i18n";
import { englishFieldError } from "./field-error-english";
import { AppProviders } from "../../src/views/AppProviders";
import { ForgotPasswordModal } from "../../src/views/recovery/ForgotPasswordModal";
import { countries } from "../fixtures/system";
import { forgotPasswordModel } from "../machines/forgot-password.model";
import { forgotPasswordOracle } from "../machines/forgot-password.oracle";
import { generatePaths, type MachinePath } from "../paths/generate-paths";
import { replayOnView, type ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

type ForgotPasswordMachine = typeof forgotPasswordModel.machine;

const LABELS: Partial<Record<RecoveryField, string>> = {
  username: "Username",
  email: "E-mail",
  mobileNum: "Mobile number",
  verificationCode: "Verification code",
  newPassword: "New password",
};
const METHOD_FIELDS = { email: ["username", "email"], phone: ["mobileNum", "verificationCode", "newPassword"] } as const;
const METHOD_LABELS = { email: "By e-mail", phone: "By phone" } as const;

/** The English catalogue messages for the errors the path model produces. */
const ERROR_TEXT: Record<string, string> = {
  USER_EMAIL_NOT_EXIST: "Username/Email does not exist",
  VERIFICATION_REQUIRED: "Please complete verification first",
};

/** The text of the elements that describe an input (Mantine links the error under a field this way). */
const description = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join("");

const dialog = () => screen.findByRole("dialog", { name: "Reset password" }, { timeout: 3000 });

/** "Send code" follows the real smsCode child: ready, loading while sending, then "Resend in {n}s". */
function expectSendCodeButton(modal: HTMLElement, smsCode: AnyActorRef) {
  const child = smsCode.getSnapshot() as AnyMachineSnapshot;
  const countingDown = child.matches("countingDown");
  const button = within(modal).getByRole("button", { name: countingDown ? `Resend in ${child.context.secondsLeft}s` : "Send code" }) as HTMLButtonElement;
  expect(button.disabled, "send code disabled").toBe(!child.matches("ready"));
  expect(button.hasAttribute("data-loading"), "send code loading").toBe(child.matches("sending"));
}

/** The form the path's events call for (spec sections 4 and 5), as the machine oracle sees it. */
const reference = forgotPasswordOracle({ countryDialingCode: "+66" });

async function expectForgotPasswordScreen(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Promise<void> {
  const form = reference.replay(events);
  if (form.phase === "over") {
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    return;
  }
  const modal = await dialog();
  if (form.phase === "loadingRule") {
    expect(within(modal).getByLabelText("Loading")).toBeTruthy();
    expect(within(modal).queryByRole("textbox")).toBeNull();
    return;
  }
  if (form.phase === "emailSent") {
    expect((await within(modal).findByRole("status")).textContent).toBe("We have sent a reset link to your e-mail. It works once, within 30 minutes.");
    expect(within(modal).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(within(modal).queryByLabelText(LABELS.username!)).toBeNull();
    return;
  }
  const busy = form.phase === "busy";
  await waitFor(() => {
    for (const method of ["email", "phone"] as const) {
      const radio = within(modal).getByRole("radio", { name: METHOD_LABELS[method] }) as HTMLInputElement;
      expect(radio.checked, `${method} chosen`).toBe(form.method === method);
      expect(radio.disabled, `${method} disabled`).toBe(busy);
      for (const field of METHOD_FIELDS[method]) {
        const input = within(modal).queryByLabelText(LABELS[field]!) as HTMLInputElement | null;
        if (form.method !== method) {
          expect(input, `${field} hidden`).toBeNull();
          continue;
        }
        expect(input, `${field} shown`).not.toBeNull();
        // An e-mail input shows its value without the spaces around it (HTML's value sanitization).
        expect(input!.value).toBe(field === "email" ? form.values.email.trim() : form.values[field]);
        expect(input!.readOnly, `${field} read-only`).toBe(busy);
        const error = form.errors[field];
        expect(input!.getAttribute("aria-invalid") === "true", `${field} invalid`).toBe(Boolean(error));
        expect(description(input!), `${field} error`).toBe(error ? englishFieldError(error) : "");
      }
    }
    if (form.method === "phone") {
      expect(within(modal).getByRole("button", { name: /^Country code: / }).textContent).toContain("+66");
      expectSendCodeButton(modal, snapshot.children.smsCode as AnyActorRef);
    } else {
      expect(within(modal).queryByRole("button", { name: "Send code" })).toBeNull();
    }
    const submit = within(modal).getByRole("button", { name: form.method === "email" ? "Send" : "Reset password" }) as HTMLButtonElement;
    expect(submit.hasAttribute("data-loading"), "submit loading").toBe(busy);
    expect(submit.disabled, "submit disabled").toBe(busy);
    const alert = within(modal).queryByRole("alert");
    expect(alert?.textContent ?? null).toBe(form.error ? ERROR_TEXT[form.error.errorCode!]! : null);
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- takes whatever send request the smsCode machine makes
const codeSent = () => fromPromise<SmsCodeAnswer, any>(async () => ({ expiredMinutes: 1 }));

async function clickIfEnabled(user: UserEvent, name: string): Promise<boolean> {
  const button = screen.queryByRole("button", { name }) as HTMLButtonElement | null;
  if (!button || button.disabled) return false;
  await user.click(button);
  return true;
}

const forgotPasswordView: ViewModel<ForgotPasswordMachine> = {
  render: (actor) => (
    <AppProviders>
      <ForgotPasswordModal forgotPassword={actor} countries={countries()} visitorCountry="TH" />
    </AppProviders>
  ),
  // The real smsCode child (the phone fields show its state); each code it sends is valid for one minute.
  actors: () => ({ smsCode: smsCodeMachine.provide({ actors: { sendSmsCode: codeSent() } }) }),
  expectScreen: expectForgotPasswordScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "RECOVERY.METHOD":
        await user.click(within(await dialog()).getByRole("radio", { name: METHOD_LABELS[(event as EventObject & { method: "email" | "phone" }).method] }));
        return true;
      case "RECOVERY.CHANGE": {
        const { field, value } = event as EventObject & { field: RecoveryField; value: string };
        const input = LABELS[field] ? screen.queryByLabelText(LABELS[field]) : null;
        // An e-mail input drops the spaces around what is typed: the machine gets those from elsewhere (autofill).
        if (!input || (field === "email" && value !== value.trim())) return false;
        await user.clear(input);
        await user.type(input, value);
        return true;
      }
      case "RECOVERY.SEND_CODE":
        // Only the phone fields have the button.
        return clickIfEnabled(user, "Send code");
      case "RECOVERY.SUBMIT":
        return clickIfEnabled(user, (snapshot.context as ForgotPasswordContext).method === "email" ? "Send" : "Reset password");
      case "RECOVERY.CLOSE":
        if (snapshot.matches("emailSent")) return clickIfEnabled(user, "Close");
        if (snapshot.matches("loadingRule")) {
          await dialog();
          await user.keyboard("{Escape}");
          return true;
        }
        return clickIfEnabled(user, "Close dialog");
      case "RECOVERY.DISMISS_ERROR":
        // Only an error on screen can be dismissed.
        return clickIfEnabled(user, "Dismiss message");
      default:
        return false;
    }
  },
};

describeViewPaths(forgotPasswordModel, forgotPasswordView);

/**
 * Events a person causes that the covering subset only delivers where no one could (Send code by e-mail, dismissing
 * no error) or never with their effect on screen (an incomplete form): the shortest generated path for each, and a
 * failed request followed by dismissing its message.
 */
function extraPaths(): MachinePath<ForgotPasswordMachine>[] {
  const all = generatePaths(forgotPasswordModel).sort((a, b) => a.steps.length - b.steps.length);
  const endingWith = (type: string, check: (context: ForgotPasswordContext) => boolean) =>
    all.find((path) => path.steps.at(-1)!.event.type === type && path.steps.at(-1)!.state.matches("editing") && check(path.steps.at(-1)!.state.context));
  const dismissed = (failure: string) => {
    const at = (candidate: MachinePath<ForgotPasswordMachine>) =>
      candidate.steps.findIndex((step, i) => step.event.type === failure && candidate.steps[i + 1]?.event.type === "RECOVERY.DISMISS_ERROR");
    const path = all.find((candidate) => at(candidate) >= 0)!;
    const steps = path.steps.slice(0, at(path) + 2);
    return { description: steps.map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:")).join(" → "), steps };
  };
  return [
    endingWith("RECOVERY.SEND_CODE", (context) => context.method === "phone" && !context.mobileNum),
    endingWith("RECOVERY.SEND_CODE", (context) => context.method === "phone" && Boolean(context.mobileNum)),
    endingWith("RECOVERY.SUBMIT", (context) => context.method === "email"),
    endingWith("RECOVERY.SUBMIT", (context) => context.method === "phone"),
    dismissed("xstate.error.actor.sendResetEmail"),
    dismissed("xstate.error.actor.resetByPhone"),
  ].filter((path) => path !== undefined);
}

describe("forgotPassword machine: more user events on the rendered views", () => {
  beforeAll(() => activateLanguage("en"));
  const paths = extraPaths();

  it("finds every extra path", () => expect(paths).toHaveLength(6));

  it.each(paths.map((path) => [path.description, path] as const))("%s", async (_, path) => {
    await replayOnView(forgotPasswordModel, forgotPasswordView, path);
  });
});

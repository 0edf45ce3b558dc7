import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { fromPromise, type AnyMachineSnapshot, type EventObject } from "xstate";
import type { MobileBindingContext, MobileBindingField } from "../../machines/mobile-binding.machine";
import type { PaymentPasswordContext, PaymentPasswordField } from "../../machines/payment-password.machine";
import type { SecurityProfileContext } from "../../machines/security-profile.machine";
import { smsCodeMachine, type SmsSendRequest } from "../../machines/sms-code.machine";
import type { ProfileField, SmsCodeAnswer } from "../../contract";
import { AppProviders } from "../../src/views/AppProviders";
import { MobileBindingForm } from "../../src/views/member/security/MobileBindingForm";
import { PaymentPasswordForm } from "../../src/views/member/security/PaymentPasswordForm";
import { SecurityCentre } from "../../src/views/member/security/SecurityCentre";
import { mobileBindingModel } from "../machines/mobile-binding.model";
import { paymentPasswordModel } from "../machines/payment-password.model";
import { EMAIL_MEMBER, NEW_MEMBER, securityProfileModel } from "../machines/security-profile.model";
import { fieldErrorText } from "./field-error-text";
import { renderInRouter } from "./in-router";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

type ProfileMachine = ReturnType<typeof securityProfileModel>["machine"];
type MobileMachine = ReturnType<typeof mobileBindingModel>["machine"];
type PaymentMachine = ReturnType<typeof paymentPasswordModel>["machine"];

/**
 * The English texts of the errors the path models produce: the catalogue's, or the server's own message. A refusal
 * whose value names a channel is keyed `CODE:channel`.
 */
const ERROR_TEXT: Record<string, string> = {
  network: "Network link is abnormal, please try again",
  REAL_NAME_LOCKED: "REAL_NAME_LOCKED",
  SMS_CODE_INVALID: "Verification code not valid",
  MOBILE_EXISTS: "This mobile number is already registered",
  PAYMENT_PASSWORD_INCORRECT: "PAYMENT_PASSWORD_INCORRECT",
  PAYMENT_PASSWORD_LOCKED: "Too many wrong payment passwords. The payment password is locked; try again after",
  // Re-authentication refusals: the catalogue's own texts (the locks end with a time on the browser's clock).
  LOGIN_PASSWORD_INCORRECT: "The login password is incorrect",
  LOGIN_PASSWORD_LOCKED: "Too many wrong login passwords. Security changes are locked for 15 minutes; try again after",
  "OLD_CHANNEL_CODE_INVALID:mobile": "Enter the code sent to your current mobile number: the code given is missing or not valid.",
  "OLD_CHANNEL_CODE_INVALID:email": "Enter the code sent to your current e-mail: the code given is missing or not valid.",
  // The models' hold opens at 2026-11-24 12:00 UTC: 19:00 on the site's clock (Bangkok).
  "RECOVERY_HELD:mobile": "Recovery by this mobile number opens at 19:00 on 24 Nov: it was changed less than 24 hours ago.",
};
const errorKey = (error: { kind: string; errorCode?: string; value?: unknown }) => {
  const channel = (error.value as { channel?: string } | undefined)?.channel;
  const code = error.errorCode ?? error.kind;
  return channel ? `${code}:${channel}` : code;
};
const errorOf = (error: { kind: string; errorCode?: string; value?: unknown } | undefined) => (error ? ERROR_TEXT[errorKey(error)]! : null);
/** The locks' texts end with the time the lock lifts: compared by their start. */
const endsWithTime = (error: { errorCode?: string } | undefined) => Boolean(error?.errorCode?.endsWith("_LOCKED"));

/** The text of the error linked under an input (Mantine's `aria-describedby`). */
const errorUnder = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join("");

function enabledButton(name: string | RegExp): HTMLElement | null {
  const button = screen.queryByRole("button", { name }) as HTMLButtonElement | null;
  return button && !button.disabled && !button.hasAttribute("data-loading") ? button : null;
}

/** Clicks the button when a person could (shown, enabled, not loading); false when not. */
async function press(user: UserEvent, name: string | RegExp): Promise<boolean> {
  const button = enabledButton(name);
  if (!button) return false;
  await user.click(button);
  return true;
}

/** The "Send code" button beside the input labelled `label` (a form may have one per code), when a person could press it. */
async function pressSendBeside(user: UserEvent, label: string): Promise<boolean> {
  const input = screen.queryByLabelText(label, { selector: "input" });
  const group = input?.closest(".mantine-Group-root") as HTMLElement | null;
  const button = group ? (within(group).queryByRole("button", { name: "Send code" }) as HTMLButtonElement | null) : null;
  if (!button || button.disabled || button.hasAttribute("data-loading")) return false;
  await user.click(button);
  return true;
}

// --- profile ---------------------------------------------------------------------------------------------------

const PROFILE_LABELS: Record<ProfileField, string> = {
  nickname: "Nickname",
  realName: "Real name",
  birthday: "Birthday",
  email: "E-mail",
  telegram: "Telegram",
  line: "LINE",
  zalo: "Zalo",
  address: "Address",
  nationality: "Nationality",
};

/** The security level from the answer (5 items: login password always, mobile, payment password, e-mail, real name). */
function expectedLevel(context: SecurityProfileContext): string {
  const d = context.data!;
  const score = 1 + [d.mobile !== null, d.hasPaymentPassword, d.profile.email !== "", d.profile.realName !== ""].filter(Boolean).length;
  return `Security level: ${score === 5 ? "High" : score >= 3 ? "Medium" : "Low"}`;
}

const REAUTH_LABELS = { loginPassword: "Login password", emailCode: "Code sent to the current e-mail" } as const;

const codeSent = () => fromPromise<SmsCodeAnswer, SmsSendRequest>(async () => ({ expiredMinutes: 1 }));

/**
 * The code children run as live machines. A key per invoke id as well as the logic's name: the replay leaves the
 * invocations and events of the keys' ids unrecorded (the e-mail code child is invoked as `emailCode`, logic `smsCode`).
 */
const liveCodes = (...ids: string[]) => () => Object.fromEntries(["smsCode", ...ids].map((id) => [id, smsCodeMachine.provide({ actors: { sendSmsCode: codeSent() } })]));

const profileView: ViewModel<ProfileMachine> = {
  actors: liveCodes("emailCode"),
  render: (actor) => <AppProviders>{renderInRouter(<SecurityCentre profile={actor} mobileSection={() => null} paymentSection={() => null} onChangePassword={() => {}} />)}</AppProviders>,
  async expectScreen(snapshot: AnyMachineSnapshot) {
    const context = snapshot.context as SecurityProfileContext;
    await screen.findByRole("heading", { name: "Security centre", level: 1 });
    await waitFor(() => {
      expect(Boolean(screen.queryByLabelText("Loading")), "loading").toBe(snapshot.matches("loading"));
      expect(Boolean(screen.queryByRole("button", { name: "Try again" })), "retry").toBe(snapshot.matches("loadFailed"));
      const confirming = snapshot.matches("changingEmail");
      const shown = snapshot.matches("editing") || snapshot.matches("saving") || confirming;
      expect(Boolean(screen.queryByRole("button", { name: "Save profile" })), "form").toBe(shown);
      // Changing the e-mail: the confirmation with the login password and (an e-mail being set) the mailed code.
      expect(Boolean(screen.queryByRole("heading", { name: "Confirm the new e-mail" })), "confirmation").toBe(confirming);
      if (confirming) {
        const password = screen.getByLabelText(REAUTH_LABELS.loginPassword, { selector: "input" }) as HTMLInputElement;
        expect(password.value).toBe(context.loginPassword);
        expect(errorUnder(password), "password error").toBe(context.reauthErrors.loginPassword ? fieldErrorText(context.reauthErrors.loginPassword, "other") : "");
        const code = screen.queryByLabelText(REAUTH_LABELS.emailCode, { selector: "input" }) as HTMLInputElement | null;
        expect(Boolean(code), "code asked").toBe(context.data!.profile.email !== "");
        if (code) expect(code.value).toBe(context.emailCode);
        expect(screen.getByRole("button", { name: "Confirm and save" }).hasAttribute("data-loading"), "saving e-mail").toBe(snapshot.matches({ changingEmail: "saving" }));
        expect(screen.queryByRole("alert")?.textContent ?? null, "confirmation error").toBe(errorOf(context.error));
        return;
      }
      if (!shown) {
        expect(screen.queryByRole("alert")?.textContent ?? null, "load error").toBe(snapshot.matches("loadFailed") ? errorOf(context.error) : null);
        return;
      }
      expect(screen.getByRole("heading", { name: expectedLevel(context) })).toBeTruthy();
      for (const field of Object.keys(PROFILE_LABELS) as ProfileField[]) {
        const input = screen.getByLabelText(PROFILE_LABELS[field], { exact: false, selector: "input" }) as HTMLInputElement;
        expect(input.value, field).toBe(context.values[field]);
        expect(input.readOnly, `${field} read-only`).toBe(field === "realName" && context.data!.realNameLocked);
        const error = context.fieldErrors[field];
        expect(errorUnder(input), `${field} error`).toBe(error ? fieldErrorText(error, "other") : "");
      }
      expect(screen.getByRole("button", { name: "Save profile" }).hasAttribute("data-loading"), "saving").toBe(snapshot.matches("saving"));
      expect(Boolean(screen.queryByText("Your profile was saved.")), "saved").toBe(context.saved);
      expect(screen.queryByRole("alert")?.textContent ?? null, "error").toBe(errorOf(context.error));
    });
  },
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "PROFILE.CHANGE": {
        const { field, value } = event as EventObject & { field: ProfileField; value: string };
        const input = screen.queryByLabelText(PROFILE_LABELS[field], { exact: false, selector: "input" }) as HTMLInputElement | null;
        if (!input || input.readOnly) return false;
        // A whole value at once (typing 9 fields key by key would take most of the time budget).
        fireEvent.change(input, { target: { value } });
        return true;
      }
      case "PROFILE.SUBMIT": {
        return press(user, "Save profile");
      }
      case "PROFILE.REAUTH_CHANGE": {
        const { field, value } = event as EventObject & { field: keyof typeof REAUTH_LABELS; value: string };
        const input = screen.queryByLabelText(REAUTH_LABELS[field], { selector: "input" });
        if (!input) return false;
        fireEvent.change(input, { target: { value } });
        return true;
      }
      case "PROFILE.SEND_EMAIL_CODE":
        return pressSendBeside(user, REAUTH_LABELS.emailCode);
      case "PROFILE.CONFIRM":
        return press(user, "Confirm and save");
      case "PROFILE.CANCEL":
        return press(user, "Cancel");
      case "PROFILE.RETRY": {
        return press(user, "Try again");
      }
      case "PROFILE.DISMISS_ERROR": {
        const button = screen.queryByRole("button", { name: "Dismiss message" });
        if (!button || !(snapshot.context as SecurityProfileContext).error) return false;
        await user.click(button);
        return true;
      }
      default:
        return false;
    }
  },
};

// A new member's profile takes every edge of the form on screen; a member with an e-mail set takes the e-mail's
// confirmation (with the mailed code); the seeded one's read-only real name is checked in the browser test.
describeViewPaths(securityProfileModel(NEW_MEMBER, { emailChange: false }), profileView);
describeViewPaths(securityProfileModel(EMAIL_MEMBER), profileView);

// --- mobile binding --------------------------------------------------------------------------------------------

const MOBILE_LABELS: Record<MobileBindingField, string> = {
  loginPassword: "Login password",
  oldMobileCode: "Code sent to the current number",
  mobileNum: "New mobile number",
  verificationCode: "Code sent to the new number",
};

const mobileView: ViewModel<MobileMachine> = {
  actors: liveCodes("oldSmsCode"),
  render: (actor) => <AppProviders>{renderInRouter(<MobileBindingForm flow={actor} current="089****432" holdUntil={null} />)}</AppProviders>,
  async expectScreen(snapshot: AnyMachineSnapshot) {
    const context = snapshot.context as MobileBindingContext;
    await screen.findByRole("heading", { name: "Mobile number" });
    await waitFor(() => {
      expect(screen.getByText("Bound number: 089****432")).toBeTruthy();
      if (snapshot.matches("done")) {
        // The model's answer: recovery opens at 2026-11-28T07:05Z, 14:05 on 28 Nov in Bangkok (the site's clock).
        expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual([
          "The mobile number 081****222 is now bound.",
          "Recovery by the new number opens at 14:05 on 28 Nov: for 24 hours after a change, the password cannot be reset through it.",
        ]);
        expect(screen.getByRole("button", { name: "Change the number again" })).toBeTruthy();
        expect(screen.queryByLabelText(MOBILE_LABELS.mobileNum)).toBeNull();
        return;
      }
      for (const field of Object.keys(MOBILE_LABELS) as MobileBindingField[]) {
        const input = screen.getByLabelText(MOBILE_LABELS[field], { selector: "input" }) as HTMLInputElement;
        expect(input.value).toBe(context[field]);
        const error = context.fieldErrors[field];
        expect(errorUnder(input), `${field} error`).toBe(error ? fieldErrorText(error, "other") : "");
      }
      expect(screen.getByText(context.countryDialingCode)).toBeTruthy();
      expect(screen.getByRole("button", { name: "Change mobile number" }).hasAttribute("data-loading"), "binding").toBe(snapshot.matches("binding"));
      expect(screen.queryByRole("alert")?.textContent ?? null, "error").toBe(errorOf(context.error));
    });
  },
  async perform(event, user) {
    switch (event.type) {
      case "MOBILE.CHANGE": {
        const { field, value } = event as EventObject & { field: MobileBindingField; value: string };
        const input = screen.queryByLabelText(MOBILE_LABELS[field], { selector: "input" });
        if (!input) return false;
        fireEvent.change(input, { target: { value } });
        return true;
      }
      case "MOBILE.SEND_CODE":
        return pressSendBeside(user, MOBILE_LABELS.verificationCode);
      case "MOBILE.SEND_OLD_CODE":
        return pressSendBeside(user, MOBILE_LABELS.oldMobileCode);
      case "MOBILE.SUBMIT": {
        return press(user, "Change mobile number");
      }
      case "MOBILE.AGAIN": {
        return press(user, "Change the number again");
      }
      case "MOBILE.DISMISS_ERROR":
        return press(user, "Dismiss message");
      default:
        return false;
    }
  },
};

describeViewPaths(mobileBindingModel({ countryDialingCode: "+66", mobileBound: true }), mobileView);

// --- payment password ------------------------------------------------------------------------------------------

const PAYMENT_LABELS: Record<PaymentPasswordField, string> = {
  loginPassword: "Login password",
  oldPaymentPassword: "Old payment password",
  verificationCode: "Verification code",
  newPaymentPassword: "New payment password (6 digits)",
  confirmPaymentPassword: "Confirm the new payment password",
};
const METHOD_LABELS = { old: "With the old one", sms: "With an SMS code" } as const;

const paymentView: ViewModel<PaymentMachine> = {
  actors: () => ({ smsCode: smsCodeMachine.provide({ actors: { sendSmsCode: codeSent() } }) }),
  render: (actor) => <AppProviders>{renderInRouter(<PaymentPasswordForm flow={actor} />)}</AppProviders>,
  async expectScreen(snapshot: AnyMachineSnapshot) {
    const context = snapshot.context as PaymentPasswordContext;
    await screen.findByRole("heading", { name: "Payment password" });
    await waitFor(() => {
      if (snapshot.matches("done")) {
        expect(screen.getByRole("status").textContent).toBe("Your payment password was saved.");
        expect(screen.queryByLabelText(PAYMENT_LABELS.newPaymentPassword)).toBeNull();
        return;
      }
      const ways = screen.queryByRole("radiogroup", { name: "How to confirm the change" });
      expect(Boolean(ways), "ways").toBe(context.hasPaymentPassword && context.mobileBound);
      if (ways) expect((within(ways).getByRole("radio", { name: METHOD_LABELS[context.method] }) as HTMLInputElement).checked).toBe(true);
      const shown: Record<PaymentPasswordField, boolean> = {
        loginPassword: true,
        oldPaymentPassword: context.hasPaymentPassword && context.method === "old",
        verificationCode: context.hasPaymentPassword && context.method === "sms",
        newPaymentPassword: true,
        confirmPaymentPassword: true,
      };
      for (const field of Object.keys(PAYMENT_LABELS) as PaymentPasswordField[]) {
        const input = screen.queryByLabelText(PAYMENT_LABELS[field], { selector: "input" }) as HTMLInputElement | null;
        expect(Boolean(input), `${field} shown`).toBe(shown[field]);
        if (!input) continue;
        expect(input.value).toBe(context[field]);
        const error = context.fieldErrors[field];
        expect(errorUnder(input), `${field} error`).toBe(error ? fieldErrorText(error, "password") : "");
      }
      const submit = screen.getByRole("button", { name: context.hasPaymentPassword ? "Change payment password" : "Set payment password" });
      expect(submit.hasAttribute("data-loading"), "submitting").toBe(snapshot.matches("submitting"));
      const alert = screen.queryByRole("alert")?.textContent ?? null;
      const expected = errorOf(context.error);
      if (expected && endsWithTime(context.error)) expect(alert).toContain(expected);
      else expect(alert, "error").toBe(expected);
    });
  },
  async perform(event, user) {
    switch (event.type) {
      case "PAYPWD.CHANGE": {
        const { field, value } = event as EventObject & { field: PaymentPasswordField; value: string };
        const input = screen.queryByLabelText(PAYMENT_LABELS[field], { selector: "input" });
        if (!input) return false;
        fireEvent.change(input, { target: { value } });
        return true;
      }
      case "PAYPWD.METHOD": {
        const { method } = event as EventObject & { method: keyof typeof METHOD_LABELS };
        const ways = screen.queryByRole("radiogroup", { name: "How to confirm the change" });
        if (!ways) return false;
        await user.click(within(ways).getByText(METHOD_LABELS[method]));
        return true;
      }
      case "PAYPWD.SEND_CODE": {
        return press(user, "Send code");
      }
      case "PAYPWD.SUBMIT": {
        return (await press(user, "Change payment password")) || press(user, "Set payment password");
      }
      case "PAYPWD.AGAIN": {
        return press(user, "Change the payment password");
      }
      case "PAYPWD.DISMISS_ERROR":
        return press(user, "Dismiss message");
      default:
        return false;
    }
  },
};

// Changing a set one takes every state and edge on screen; setting a first one is the browser test's journey.
describeViewPaths(paymentPasswordModel({ hasPaymentPassword: true, mobileBound: true }), paymentView);

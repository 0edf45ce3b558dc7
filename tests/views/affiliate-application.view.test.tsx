import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { AffiliateField } from "../../machines/affiliate-application-rules";
import { AppProviders } from "../../src/views/AppProviders";
import { AffiliateApplicationForm } from "../../src/views/agent/AffiliateApplicationForm";
import { countries } from "../fixtures/system";
import { AFFILIATE_INPUT, affiliateApplicationModel } from "../machines/affiliate-application.model";
import { replayApplication } from "../machines/affiliate-application.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

type TextField = Exclude<AffiliateField, "countryDialingCode">;
const LABELS: Record<TextField, RegExp> = {
  fullName: /^Full name/,
  mobileNum: /^Mobile number/,
  email: /^E-mail/,
  contact: /^LINE ID or other contact/,
  channel: /^Where you will promote/,
  message: /^Message/,
};

/** The English catalogue texts (src/locales/en, spec section 5) of the field errors the oracle expects, written out. */
function englishError(error: unknown): string {
  const e = error as { kind: string; min?: number; max?: number; patternId?: number };
  switch (e.kind) {
    case "required":
      return "Input cannot be empty";
    case "length":
      return `Please enter ${e.min} - ${e.max} characters`;
    case "tooLong":
      return `At most ${e.max} characters`;
    case "mobile":
      return "Fill in correct mobile number";
    case "pattern":
      if (e.patternId === 3) return "Please enter a valid e-mail address";
      if (e.patternId === 17) return "Thai or English letters and spaces only";
      throw new Error(`no English text written out for pattern ${e.patternId}`);
    default:
      throw new Error(`no English text written out for ${e.kind}`);
  }
}

/** What each refusal the model answers with must read: the catalogue's text, or the server's own message. */
const ERROR_TEXT: Record<string, string> = {
  AFFILIATE_FIELD_INVALID: "E-mail: the format is not valid",
  AFFILIATE_RATE_LIMITED: "Too many applications sent, please try again later",
  network: "Network link is abnormal, please try again",
};

const input = (field: TextField) => screen.getAllByLabelText(LABELS[field], { selector: "input, textarea" })[0] as HTMLInputElement;
const described = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join("");

async function expectApplicationScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const { app } = replayApplication(AFFILIATE_INPUT, events);
  if (app.submitted) {
    expect((await screen.findByRole("status")).textContent).toContain(`Thank you. Our team will contact you about your application. Your reference is ${app.submitted.id}.`);
    expect(screen.queryByRole("button", { name: "Send application" })).toBeNull();
    return;
  }
  await waitFor(() => {
    for (const field of Object.keys(LABELS) as TextField[]) {
      const element = input(field);
      expect(element.value, `${field} value`).toBe(app.values[field]);
      expect(element.readOnly, `${field} read-only while sending`).toBe(app.sending);
      const error = app.errors[field];
      expect(described(element), `${field} error`).toBe(error ? englishError(error) : "");
    }
    expect(screen.getByRole("button", { name: /^Country code: / }).textContent).toContain(app.values.countryDialingCode);
    const submit = screen.getByRole("button", { name: "Send application" }) as HTMLButtonElement;
    expect(submit.hasAttribute("data-loading"), "send loading").toBe(app.sending);
    expect(submit.disabled, "send disabled").toBe(app.sending);
    const alert = screen.queryByRole("alert");
    expect(alert?.textContent ?? null, "error").toBe(app.error ? ERROR_TEXT[app.error.errorCode ?? app.error.kind]! : null);
  });
}

const applicationView: ViewModel<typeof affiliateApplicationModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <AffiliateApplicationForm flow={actor} countries={countries()} visitorCountry="TH" />
    </AppProviders>
  ),
  expectScreen: expectApplicationScreen,
  async perform(event, user) {
    switch (event.type) {
      case "AFFILIATE.CHANGE": {
        const { field, value } = event as unknown as { field: AffiliateField; value: string };
        if (field === "countryDialingCode") {
          await user.click(screen.getByRole("button", { name: /^Country code: / }));
          await user.click(await screen.findByRole("option", { name: new RegExp(`\\${value}`), hidden: true }));
          return true;
        }
        fireEvent.change(input(field), { target: { value } });
        return true;
      }
      case "AFFILIATE.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Send application" }));
        return true;
      case "AFFILIATE.DISMISS_ERROR": {
        // Only an error on screen can be dismissed.
        const dismiss = screen.queryByRole("button", { name: "Dismiss message" });
        if (!dismiss) return false;
        await user.click(dismiss);
        return true;
      }
      default:
        return false;
    }
  },
};

describeViewPaths(affiliateApplicationModel, applicationView);

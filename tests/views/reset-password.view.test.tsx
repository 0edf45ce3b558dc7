import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { ResetPasswordContext, ResetPasswordField } from "../../machines/reset-password.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { ResetPasswordView } from "../../src/views/recovery/ResetPasswordView";
import { resetPasswordModel } from "../machines/reset-password.model";
import { fieldErrorText } from "./field-error-text";
import { renderInRouter } from "./in-router";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

type ResetPasswordMachine = ReturnType<typeof resetPasswordModel>["machine"];

const LABELS: Record<ResetPasswordField, string> = { newPassword: "New password", confirmNewPassword: "Confirm new password" };

/** The English texts of the errors the path model produces: the catalogue's, or the server's own (its message). */
const ERROR_TEXT: Record<string, string> = {
  RESET_LINK_INVALID: "This reset link is not valid or was already used. Ask for a new one.",
  RESET_LINK_EXPIRED: "This reset link has expired. Ask for a new one.",
  PASSWORD_RULE: "PASSWORD_RULE",
  network: "Network link is abnormal, please try again",
};

const description = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter((id) => id.endsWith("-error"))
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join("");

const errorText = (context: ResetPasswordContext) => (context.error ? ERROR_TEXT[context.error.errorCode ?? context.error.kind]! : null);

async function expectResetScreen(snapshot: AnyMachineSnapshot): Promise<void> {
  const context = snapshot.context as ResetPasswordContext;
  await screen.findByRole("heading", { name: "Reset password" });
  await waitFor(() => {
    const fieldsShown = snapshot.matches("editing") || snapshot.matches("submitting");
    expect(Boolean(screen.queryByLabelText("Checking the link")), "checking").toBe(snapshot.matches("start") || snapshot.matches("checking") || snapshot.matches("loadingRule"));
    expect(Boolean(screen.queryByRole("button", { name: "Try again" })), "retry").toBe(snapshot.matches("checkFailed"));
    expect(Boolean(screen.queryByRole("button", { name: "Ask for a new link" })), "new link").toBe(snapshot.matches("linkInvalid"));
    expect(Boolean(screen.queryByText("Password reset success, please log in again")), "success").toBe(snapshot.status === "done");
    expect(Boolean(screen.queryByRole("link", { name: "Log in" })), "log in").toBe(snapshot.status === "done");
    for (const field of Object.keys(LABELS) as ResetPasswordField[]) {
      const input = screen.queryByLabelText(LABELS[field]) as HTMLInputElement | null;
      expect(Boolean(input), `${field} shown`).toBe(fieldsShown);
      if (!input) continue;
      expect(input.value).toBe(context[field]);
      expect(input.readOnly).toBe(snapshot.matches("submitting"));
      const error = context.fieldErrors[field];
      expect(description(input), `${field} error`).toBe(error ? fieldErrorText(error) : "");
    }
    if (fieldsShown) {
      expect(screen.getByText(`Choose a new password for account ${context.username}.`)).toBeTruthy();
      const submit = screen.getByRole("button", { name: "Set new password" }) as HTMLButtonElement;
      expect(submit.hasAttribute("data-loading"), "submit loading").toBe(snapshot.matches("submitting"));
    }
    expect(screen.queryByRole("alert")?.textContent ?? null, "error").toBe(snapshot.status === "done" ? null : errorText(context));
  });
}

const resetView: ViewModel<ResetPasswordMachine> = {
  render: (actor) => <AppProviders>{renderInRouter(<ResetPasswordView reset={actor} />)}</AppProviders>,
  expectScreen: expectResetScreen,
  async perform(event, user) {
    switch (event.type) {
      case "RESET.CHANGE": {
        const { field, value } = event as EventObject & { field: ResetPasswordField; value: string };
        const input = screen.queryByLabelText(LABELS[field]);
        if (!input) return false;
        await user.clear(input);
        await user.type(input, value);
        return true;
      }
      case "RESET.SUBMIT": {
        const submit = screen.queryByRole("button", { name: "Set new password" }) as HTMLButtonElement | null;
        if (!submit || submit.disabled || submit.hasAttribute("data-loading")) return false;
        await user.click(submit);
        return true;
      }
      case "RESET.RETRY": {
        const retry = screen.queryByRole("button", { name: "Try again" });
        if (!retry) return false;
        await user.click(retry);
        return true;
      }
      case "RESET.ASK_NEW_LINK": {
        const ask = screen.queryByRole("button", { name: "Ask for a new link" });
        if (!ask) return false;
        await user.click(ask);
        return true;
      }
      case "RESET.DISMISS_ERROR": {
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

describeViewPaths(resetPasswordModel(), resetView);
describeViewPaths(resetPasswordModel(""), resetView);

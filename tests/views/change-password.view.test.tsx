import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { ChangePasswordField } from "../../machines/change-password.machine";
import { activateLanguage } from "../../src/i18n";
import { englishFieldError } from "./field-error-english";
import { AppProviders } from "../../src/views/AppProviders";
import { ChangePasswordModal } from "../../src/views/password/ChangePasswordModal";
import { changePasswordModel } from "../machines/change-password.model";
import { changePasswordOracle } from "../machines/change-password.oracle";
import { generatePaths } from "../paths/generate-paths";
import { replayOnView, type ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

type ChangePasswordMachine = ReturnType<typeof changePasswordModel>["machine"];

const LABELS: Record<ChangePasswordField, string> = {
  oldPassword: "Old password",
  newPassword: "New password",
  confirmNewPassword: "Confirm new password",
};

/** The English catalogue messages for the errors the path model produces. */
const ERROR_TEXT: Record<string, string> = { OLD_PASSWORD_INCORRECT: "The old password is incorrect" };

/** The text of the elements that describe an input (Mantine links the error under a field this way). */
const description = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
    .join("");

const dialog = () => screen.findByRole("dialog", { name: "Change password" }, { timeout: 3000 });

/** The form the path's events call for (spec sections 4 and 5), as the machine oracle sees it. */
async function expectChangePasswordScreen(forced: boolean, events: readonly EventObject[]): Promise<void> {
  const form = changePasswordOracle({ forced, username: "demo" }).replay(events);
  if (form.phase === "over") {
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    return;
  }
  const modal = await dialog();
  // Forced: the reason is shown and nothing dismisses the modal.
  expect(Boolean(within(modal).queryByText("Please set a new password to continue."))).toBe(forced);
  expect(Boolean(within(modal).queryByRole("button", { name: "Close dialog" }))).toBe(!forced);
  if (form.phase === "loadingRule") {
    expect(within(modal).getByLabelText("Loading")).toBeTruthy();
    expect(within(modal).queryByLabelText(LABELS.newPassword)).toBeNull();
    return;
  }
  const busy = form.phase === "submitting" || form.phase === "signingIn";
  await waitFor(() => {
    for (const field of Object.keys(LABELS) as ChangePasswordField[]) {
      const input = within(modal).queryByLabelText(LABELS[field]) as HTMLInputElement | null;
      if (field === "oldPassword" && forced) {
        expect(input, "no old password when forced").toBeNull();
        continue;
      }
      expect(input, LABELS[field]).not.toBeNull();
      expect(input!.value).toBe(form.values[field]);
      expect(input!.readOnly).toBe(busy);
      const error = form.errors[field];
      expect(input!.getAttribute("aria-invalid") === "true", `${field} invalid`).toBe(Boolean(error));
      expect(description(input!), `${field} error`).toBe(error ? englishFieldError(error) : "");
    }
    const submit = within(modal).getByRole("button", { name: "Change password" }) as HTMLButtonElement;
    expect(submit.hasAttribute("data-loading"), "submit loading").toBe(busy);
    expect(submit.disabled, "submit disabled").toBe(busy);
    expect(Boolean(within(modal).queryByRole("button", { name: "Cancel" })), "Cancel shown").toBe(!forced);
    const alert = within(modal).queryByRole("alert");
    expect(alert?.textContent ?? null).toBe(form.error ? ERROR_TEXT[form.error.errorCode!]! : null);
  });
}

async function close(user: UserEvent, snapshot: AnyMachineSnapshot, forced: boolean): Promise<boolean> {
  const modal = await dialog();
  if (forced) {
    // The attempt a person can make: Escape (there is no close button or Cancel); the modal must stay open.
    await user.keyboard("{Escape}");
    return true;
  }
  if (snapshot.matches("loadingRule")) await user.keyboard("{Escape}");
  else if (snapshot.matches("editing")) await user.click(within(modal).getByRole("button", { name: "Cancel" }));
  else await user.click(within(modal).getByRole("button", { name: "Close dialog" }));
  return true;
}

const changePasswordView = (forced: boolean): ViewModel<ChangePasswordMachine> => ({
  render: (actor) => (
    <AppProviders>
      <ChangePasswordModal changePassword={actor} />
    </AppProviders>
  ),
  expectScreen: (_, events) => expectChangePasswordScreen(forced, events),
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "PASSWORD.CHANGE": {
        const { field, value } = event as EventObject & { field: ChangePasswordField; value: string };
        const input = screen.queryByLabelText(LABELS[field]);
        if (!input) return false;
        await user.clear(input);
        await user.type(input, value);
        return true;
      }
      case "PASSWORD.SUBMIT":
        await user.click(within(await dialog()).getByRole("button", { name: "Change password" }));
        return true;
      case "PASSWORD.CLOSE":
        return close(user, snapshot, forced);
      case "PASSWORD.DISMISS_ERROR": {
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
});

for (const forced of [false, true]) {
  const model = { ...changePasswordModel(forced), name: forced ? "changePassword (forced)" : "changePassword" };
  describeViewPaths(model, changePasswordView(forced));

  // The covering subset never submits an incomplete form: one such path shows the errors under the fields.
  const incomplete = generatePaths(model).find((path) => {
    const submit = path.steps.findIndex((step) => step.event.type === "PASSWORD.SUBMIT");
    return submit >= 0 && path.steps[submit]!.state.matches("editing") && Object.values(path.steps[submit]!.state.context.fieldErrors).some(Boolean);
  });
  describe(`${model.name} machine: submitting an incomplete form on the rendered views`, () => {
    beforeAll(() => activateLanguage("en"));
    it(incomplete?.description ?? "(no such path)", async () => {
      expect(incomplete).toBeDefined();
      await replayOnView(model, changePasswordView(forced), incomplete!);
    });
  });
}

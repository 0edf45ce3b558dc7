import { fireEvent, screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { DownlineField } from "../../machines/register-downline.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { RegisterDownline } from "../../src/views/agent/RegisterDownline";
import { registerDownlineModel } from "../machines/register-downline.model";
import { followRegisterDownline } from "../machines/register-downline.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectText } from "./wallet-view-helpers";

const LABELS: Record<DownlineField, string> = { username: "Username", password: "Password", confirmPassword: "Confirm password" };
const FIELD_ERRORS: Record<DownlineField, string> = {
  username: "4-16 letters and digits, starting with a letter",
  password: "6-20 characters with letters and digits",
  confirmPassword: "Incorrect confirmation input",
};

/** The form after the path's events (register-downline.oracle.ts), in English. */
async function expectRegisterScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const flow = followRegisterDownline(events);
  if (flow.phase === "done") {
    expect((await screen.findByRole("status")).textContent).toBe(`${flow.registered!.username} is registered as your direct downline and can sign in now.`);
    return;
  }
  await screen.findByRole("button", { name: "Register downline" });
  for (const field of Object.keys(LABELS) as DownlineField[]) {
    expect(screen.getAllByLabelText(new RegExp(`^${LABELS[field]}`), { selector: "input" })[0]!).toHaveProperty("value", flow.form[field]);
    if (flow.marked.includes(field)) expectText(FIELD_ERRORS[field]);
    else expect(screen.queryByText(FIELD_ERRORS[field], { exact: false }), `${field} error`).toBeNull();
  }
  expect((screen.getByLabelText("Register as a sub-agent") as HTMLInputElement).checked).toBe(flow.isAgent);
  if (flow.error) expectText("This username is already taken");
  else expect(screen.queryByText("This username is already taken", { exact: false })).toBeNull();
}

const registerView: ViewModel<typeof registerDownlineModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <RegisterDownline flow={actor} title="Register a downline" />
    </AppProviders>
  ),
  expectScreen: expectRegisterScreen,
  async perform(event, user) {
    switch (event.type) {
      case "FIELD.CHANGE": {
        const { field, value } = event as unknown as { field: DownlineField; value: string };
        fireEvent.change(screen.getAllByLabelText(new RegExp(`^${LABELS[field]}`), { selector: "input" })[0]!, { target: { value } });
        return true;
      }
      case "AGENT.TOGGLE":
        await user.click(screen.getByLabelText("Register as a sub-agent"));
        return true;
      case "DOWNLINE.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Register downline" }));
        return true;
      case "DOWNLINE.AGAIN":
        await user.click(screen.getByRole("button", { name: "Register another" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(registerDownlineModel, registerView);

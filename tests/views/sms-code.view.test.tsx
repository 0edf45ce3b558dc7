import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from "xstate";
import { smsCodeMachine } from "../../machines/sms-code.machine";
import { activateLanguage } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { SmsCodeButton } from "../../src/views/sms/SmsCodeButton";
import { smsCodeModel as smsCodeModelFor } from "../machines/sms-code.model";
import { smsCodeOracle } from "../machines/sms-code.oracle";
import { coveringSubset } from "../paths/covering-subset";
import { generatePaths } from "../paths/generate-paths";
import { replayOnView, type ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const smsCodeModel = smsCodeModelFor("platform");
/** The button and popup the path's events call for (spec sections 4, 8 and 9), as the machine oracle sees them. */
const reference = smsCodeOracle({ purpose: "login", provider: "platform" });
const ERROR_TITLE = "Could not send the code";

const sendButton = () => screen.getByRole("button", { name: /^(Send code|Resend in \d+s)$/ }) as HTMLButtonElement;

async function expectSmsCodeScreen(_: AnyMachineSnapshot, events: readonly EventObject[]): Promise<void> {
  const sms = reference.replay(events);
  await waitFor(() => {
    const button = sendButton();
    expect(button.textContent).toBe(sms.phase === "countingDown" ? `Resend in ${sms.secondsLeft}s` : "Send code");
    expect(button.disabled, "send disabled").toBe(sms.phase !== "ready");
    expect(button.hasAttribute("data-loading"), "send loading").toBe(sms.phase === "sending");
  });
  if (sms.error) {
    const modal = await screen.findByRole("dialog", { name: ERROR_TITLE });
    // Spec section 8: a failed send shows the server's message.
    expect(within(modal).getByText(sms.error.message!)).toBeTruthy();
    // OK takes the focus, so Escape reaches it.
    await waitFor(() => expect(document.activeElement).toBe(within(modal).getByRole("button", { name: "OK" })));
  } else {
    await waitFor(() => expect(screen.queryByRole("dialog", { name: ERROR_TITLE })).toBeNull());
  }
}

async function dismiss(user: UserEvent, snapshot: AnyMachineSnapshot): Promise<boolean> {
  const modal = screen.queryByRole("dialog", { name: ERROR_TITLE });
  if (!modal) return false;
  // Both ways out of the popup: OK, and Escape (handled on OK so a dialog below stays open).
  if (snapshot.matches("throttled")) await user.keyboard("{Escape}");
  else await user.click(within(modal).getByRole("button", { name: "OK" }));
  return true;
}

let sending: EventObject = { type: "SMS.SEND" };

const smsCodeView: ViewModel<typeof smsCodeModel.machine> = {
  render: (actor) => (
    <AppProviders>
      {/* The owning flow checks the number and sends SMS.SEND; here the button sends the path's own event. */}
      <SmsCodeButton smsCode={actor} onSend={() => actor.send(sending as never)} />
    </AppProviders>
  ),
  expectScreen: expectSmsCodeScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "SMS.SEND": {
        const button = sendButton();
        if (button.disabled) return false;
        sending = event;
        await user.click(button);
        return true;
      }
      case "SMS.DISMISS_ERROR":
        // With no popup up there is nothing to dismiss.
        return dismiss(user, snapshot);
      default:
        return false;
    }
  },
};

// Without vitest globals Testing Library does not clean up by itself: each replay's container would stay behind.

describeViewPaths(smsCodeModel, smsCodeView);

/** The covering subset stops at the countdown's first tick; the other generated paths walk it to "Send code" again. */
describe("smsCode machine: the rest of the generated paths on the rendered views", () => {
  beforeAll(() => activateLanguage("en"));
  const all = generatePaths(smsCodeModel);
  const covered = new Set(coveringSubset(all).map((path) => path.description));
  const rest = all.filter((path) => !covered.has(path.description));

  it("includes the countdown to its end", () =>
    expect(rest.some((path) => path.steps.filter((step) => step.event.type.startsWith("xstate.after.1000.smsCode.countingDown")).length === 3)).toBe(true));

  it.each(rest.map((path) => [path.description, path] as const))("%s", async (_, path) => {
    await replayOnView(smsCodeModel, smsCodeView, path);
  });
});

describe("the failed-send popup: the server's reason for a refused number, never 'Username or password incorrect'", () => {
  beforeAll(() => activateLanguage("en"));

  async function failSendWith(error: unknown): Promise<HTMLElement> {
    const actor = createActor(
      smsCodeMachine.provide({ actors: { sendSmsCode: fromPromise(() => Promise.reject(error)) } }),
      { input: { purpose: "login", provider: "platform" } },
    ).start();
    render(
      <AppProviders>
        <SmsCodeButton smsCode={actor} onSend={() => actor.send({ type: "SMS.SEND", mobileNum: "0899999999", countryDialingCode: "+66" })} />
      </AppProviders>,
    );
    await userEvent.setup().click(sendButton());
    return screen.findByRole("dialog", { name: ERROR_TITLE });
  }

  afterEach(() => cleanup());

  it("shows the server's message, not the catalogue's text for the error code", async () => {
    const modal = await failSendWith({ kind: "server", errorCode: "USER_NOT_EXIST", message: "Please enter a valid mobile number" });
    expect(within(modal).getByText("Please enter a valid mobile number")).toBeTruthy();
    expect(within(modal).queryByText("Username or password incorrect")).toBeNull();
  });

  it("falls back to the catalogue when the server said nothing, or was never reached", async () => {
    const silent = await failSendWith({ kind: "server", errorCode: "SMS_QUOTA" });
    expect(within(silent).getByText("Quota not sufficient, contact customer service")).toBeTruthy();
    cleanup();
    const offline = await failSendWith({ kind: "network" });
    expect(within(offline).getByText("Network link is abnormal, please try again")).toBeTruthy();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { SmsCodeContext } from "../../machines/sms-code.machine";
import { activateLanguage } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { SmsCodeButton } from "../../src/views/sms/SmsCodeButton";
import { smsCodeModel } from "../machines/sms-code.model";
import { coveringSubset } from "../paths/covering-subset";
import { generatePaths } from "../paths/generate-paths";
import { replayOnView, type ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

/** The English catalogue message for the error the path model produces. */
const ERROR_TEXT: Record<string, string> = { SMS_TOO_MANY_REQUESTS: "Too many requests, try again after 5 minutes" };
const ERROR_TITLE = "Could not send the code";

const sendButton = () => screen.getByRole("button", { name: /^(Send code|Resend in \d+s)$/ }) as HTMLButtonElement;

async function expectSmsCodeScreen(snapshot: AnyMachineSnapshot): Promise<void> {
  const context = snapshot.context as SmsCodeContext;
  await waitFor(() => {
    const button = sendButton();
    expect(button.textContent).toBe(snapshot.matches("countingDown") ? `Resend in ${context.secondsLeft}s` : "Send code");
    expect(button.disabled, "send disabled").toBe(!snapshot.matches("ready"));
    expect(button.hasAttribute("data-loading"), "send loading").toBe(snapshot.matches("sending"));
  });
  if (context.error) {
    const modal = await screen.findByRole("dialog", { name: ERROR_TITLE });
    expect(within(modal).getByText(ERROR_TEXT[context.error.errorCode!]!)).toBeTruthy();
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

const smsCodeView: ViewModel<typeof smsCodeModel.machine> = {
  render: (actor) => (
    <AppProviders>
      {/* The owning flow checks the number and sends SMS.SEND; here the button sends the model's number itself. */}
      <SmsCodeButton smsCode={actor} onSend={() => actor.send({ type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" })} />
    </AppProviders>
  ),
  expectScreen: expectSmsCodeScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "SMS.SEND": {
        const button = sendButton();
        if (button.disabled) return false;
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

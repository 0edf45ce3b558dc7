import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { fromPromise, type AnyMachineSnapshot, type EventObject } from "xstate";
import { captchaMachine } from "../../machines/captcha.machine";
import { balanceMachine } from "../../machines/balance.machine";
import { changePasswordMachine } from "../../machines/change-password.machine";
import { forgotPasswordMachine } from "../../machines/forgot-password.machine";
import { freePlayMachine } from "../../machines/free-play.machine";
import { loginMachine } from "../../machines/login.machine";
import { noticesMachine } from "../../machines/notices.machine";
import { smsCodeMachine } from "../../machines/sms-code.machine";
import type { AppActor } from "../../src/app/app-actor";
import { appModel } from "../machines/app.model";
import { appOracle, visitAfter } from "../machines/app.oracle";
import { renderableApp } from "./render-app";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

// In English; nothing remembered (a remembered username or dismissed popups do not change these screens).
const input = { ...appModel.input!, language: "en" as const, rememberedUsername: "", dismissedPopups: [] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands in for actors of any input and output
const never = () => fromPromise<any, any>(() => new Promise(() => {}));
const smsCode = smsCodeMachine.provide({ actors: { sendSmsCode: never() } });

const heading = (name: string) => screen.findByRole("heading", { name }, { timeout: 3000 });
const button = (name: string | RegExp) => screen.findByRole("button", { name }, { timeout: 3000 });

/** The catalogue's English text for the boot failures the path model answers with (spec section 8). */
const BOOT_ERROR_TEXT: Record<string, string> = { network: "Network link is abnormal, please try again", UNKNOWN_SYSTEM_STATUS: "Unknown error" };

async function expectAppScreen(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Promise<void> {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (is("booting")) {
    expect(await screen.findByRole("progressbar", { name: "Loading" })).toBeTruthy();
  } else if (is("bootFailed")) {
    await heading("We could not reach the site");
    // Why booting failed, from the path's own answers.
    const error = visitAfter(input, events).visit.bootError!;
    expect(await screen.findByText(BOOT_ERROR_TEXT[error.errorCode ?? error.kind]!)).toBeTruthy();
  } else if (is("invalidDomain")) {
    await heading("Invalid URL");
  } else if (is("maintenance")) {
    await heading("System maintenance");
  } else if (is("regionBlocked")) {
    await heading("Access restricted");
    expect(await screen.findByText(/203\.0\.113\.7/)).toBeTruthy();
  } else if (is({ running: { session: "guest" } })) {
    expect(await screen.findAllByRole("link", { name: "Log in" }, { timeout: 3000 })).not.toHaveLength(0);
  } else if (is({ running: { session: "restoreFailed" } })) {
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("We could not restore your session")).toBeTruthy();
  } else if (is({ running: { session: "signedIn" } })) {
    // The header names the member as the path answered: the restored fixture's "Demo", or a MEMBER.UPDATED's nickname.
    // A trial account's menu reads "Trial" instead of its generated name.
    const { visit } = visitAfter(input, events);
    const nickname = visit.role === "trial" ? "Trial" : (visit.member?.nickname ?? "Demo");
    await button(`Account menu: ${nickname}`);
    const dialogShown = is({ running: { session: { signedIn: { logout: "confirming" } } } });
    await waitFor(() => expect(Boolean(screen.queryByRole("dialog", { name: "Sign out?" }))).toBe(dialogShown));
  } else if (is({ running: { session: "loggingOut" } })) {
    expect(await screen.findByRole("dialog", { name: "Sign out?" })).toBeTruthy();
  }
}

async function clickIfShown(user: Parameters<ViewModel<typeof appModel.machine>["perform"]>[1], name: string): Promise<boolean> {
  const target = screen.queryAllByRole("button", { name }).at(0);
  if (!target) return false;
  await user.click(target);
  return true;
}

/**
 * Opens the account menu and finds one of its items. On a loaded machine a re-render can swallow a click or replace
 * the button, so the button is looked up afresh and clicked again while the menu stays closed. The menu's code loads
 * on first use, so it opens a moment after the click; by then floating-ui has positioned the dropdown, which under
 * jsdom (no layout) means hidden: its items are found as hidden elements.
 */
async function openAccountMenuItem(user: UserEvent, name: string): Promise<HTMLElement> {
  for (let attempt = 1; ; attempt += 1) {
    const menu = await button(/^Account menu: /);
    if (menu.getAttribute("aria-expanded") !== "true") await user.click(menu);
    const item = await screen.findByRole("menuitem", { name, hidden: true }, { timeout: 4_000 }).catch(() => null);
    if (item) return item;
    if (attempt === 4) throw new Error(`the account menu did not show "${name}"`);
  }
}

const appView: ViewModel<typeof appModel.machine> = {
  render: (actor) => renderableApp(actor as unknown as AppActor),
  actors: () => ({
    balance: balanceMachine.provide({ actors: { fetchBalance: never() } }),
    notices: noticesMachine.provide({ actors: { fetchAnnouncements: never() } }),
    // Real child machines whose calls never answer: the screen shows their first state; the path's done events
    // for them go straight to the root, as their invokes would send them.
    login: loginMachine.provide({ actors: { login: never(), captcha: captchaMachine.provide({ actors: { fetchCaptcha: never() } }), smsCode } }),
    forgotPassword: forgotPasswordMachine.provide({ actors: { loadPasswordRule: never(), sendResetEmail: never(), resetByPhone: never(), smsCode } }),
    changePassword: changePasswordMachine.provide({ actors: { loadPasswordRule: never(), changePassword: never(), login: never() } }),
    freePlay: freePlayMachine.provide({ actors: { startFreePlay: never() } }),
  }),
  expectScreen: expectAppScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "RETRY":
        return (await clickIfShown(user, "Retry")) || clickIfShown(user, "Refresh");
      case "CUSTOMER_SERVICE.OPEN":
        return clickIfShown(user, "Customer service");
      case "LOGOUT.REQUEST": {
        if (!snapshot.matches({ running: { session: { signedIn: { logout: "idle" } } } })) return false;
        // An open change-password modal covers the header: nobody can reach the account menu behind it.
        if (!snapshot.matches({ running: { session: { signedIn: { passwordChange: "closed" } } } })) return false;
        // So does the open "real account needed" dialog (its focus trap takes the menu's focus away).
        if (!snapshot.matches({ running: { session: { signedIn: { realAccountPrompt: "hidden" } } } })) return false;
        await user.click(await openAccountMenuItem(user, "Sign out"));
        return true;
      }
      case "LOGOUT.CONFIRM":
      case "LOGOUT.CANCEL": {
        const dialog = screen.queryByRole("dialog", { name: "Sign out?" });
        if (!dialog) return false;
        await user.click(within(dialog).getByRole("button", { name: event.type === "LOGOUT.CONFIRM" ? "Sign out" : "Cancel" }));
        return true;
      }
      default:
        // Language switches, session expiry and maintenance detection come from elsewhere than a click here.
        return false;
    }
  },
};

/**
 * One part of the app's view paths: the 400-odd renders of the whole app are cut into two files
 * (app.view.part-N.test.tsx), so that the test workers share them out rather than one worker running them all.
 */
export function describeAppViewPaths(part: { index: number; of: number }): void {
  describeViewPaths({ ...appModel, input, oracle: appOracle(input) }, appView, part);
}

import type { EventObject } from "xstate";
import type { ErrorInfo, RegisterField } from "../../contract";
import { createApiClient } from "../../src/api/http-client";
import { registerModel } from "../../tests/machines/register.model";
import { expect } from "../fixtures";
import { dev, dismissPopups, useEnglish } from "../support";
import { failNextCall, type BrowserDriver, type DriveSession } from "./drive";
import { REGISTER_FIELD_LABELS as LABELS } from "../../tests/fixtures/english-labels";

/**
 * The registration form (machines/register.machine.ts) played at /register against the reference server. Two site
 * set-ups between them reach every state:
 * - the default site (captcha, social sign-up) for the main model, with its side events;
 * - the "mobile" site (no captcha) with Firebase SMS for the Firebase model: the verified number, its proof and the
 *   link choice. The model's Firebase site has no captcha, which only the "mobile" site set-up gives.
 */
export const model = registerModel();
export const firebaseModel = registerModel({ firebase: true, captcha: false, sideEvents: false });

type Site = "default" | "mobile";


/**
 * The server's settings stand in for the model's fixture (tests/fixtures/register.ts): they differ only in fields the
 * site requires and the fixture leaves optional. Before a send the driver fills those, by variant, so the form is
 * complete exactly when the path's form is (these changes leave the machine in `editing`, as any change does).
 */
/** A number nobody has after the reset (the model's 0812345678 is mobileuser's): registering needs a new one. */
const NEW_MOBILE = "0899990101";

const SITE_EXTRAS: Record<Site, Record<"register" | "registerMobile", Partial<Record<RegisterField, string>>>> = {
  default: {
    register: { payeeName: "Somchai Jaidee", mobileNum: NEW_MOBILE },
    registerMobile: { payeeName: "Somchai Jaidee" },
  },
  mobile: {
    register: { payeeName: "Somchai Jaidee", email: "paths.player@example.com", line: "paths.player" },
    registerMobile: { payeeName: "Somchai Jaidee", email: "paths.player@example.com", line: "paths.player" },
  },
};

interface Memo {
  prepared?: boolean;
  variant?: "register" | "registerMobile";
  mobile?: string;
  /** What the provider's window does next: consent, or be closed. */
  social?: "consent" | "close";
}

const memoOf = (session: DriveSession) => session.memo as Memo;
const dialog = (session: DriveSession) => session.page.getByRole("dialog", { name: "Register" });
const field = (session: DriveSession, name: RegisterField) => dialog(session).getByRole("textbox", { name: LABELS[name], exact: true });

const registerPath = (variant: Memo["variant"]) => (variant === "registerMobile" ? "/wps/member/register/mobile" : "/wps/member/register");

async function captchaAnswer(session: DriveSession): Promise<string> {
  await expect(dialog(session).getByRole("img", { name: "Captcha" })).toBeVisible();
  // The answer of the captcha issued to this browser (its cookie): the page's own request context.
  const answer = (await (await session.page.request.get("/dev/captcha")).json()) as { value: { answer: string } | string };
  return typeof answer.value === "string" ? answer.value : answer.value.answer;
}

/** A real code for the number typed: "Send code", then the code from the SMS outbox. */
async function smsCode(session: DriveSession, firebase: boolean): Promise<string | undefined> {
  const { mobile } = memoOf(session);
  if (!mobile) return undefined;
  await dialog(session).getByRole("button", { name: "Send code" }).click();
  await expect(dialog(session).getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled({ timeout: 20_000 });
  const sms = (await dev(session.request, "GET", `/sms?mobile=${mobile}&purpose=${firebase ? "firebase" : "register"}`)) as { code: string };
  return sms.code;
}

export function registerDriver({ site, firebase }: { site: Site; firebase: boolean }): BrowserDriver {
  const journeyModel = firebase ? firebaseModel : model;

  /** The server as the path needs it: the seed, the site set-up and, with Firebase, its SMS. Once per path. */
  async function prepare(session: DriveSession) {
    const memo = memoOf(session);
    if (memo.prepared) return;
    memo.prepared = true;
    await dev(session.request, "POST", "/reset");
    if (site !== "default") await dev(session.request, "POST", "/site", { variant: site });
    if (firebase) await dev(session.request, "POST", "/whitelabel", { FIREBASESMS3: true });
  }

  async function fillExtras(session: DriveSession) {
    const memo = memoOf(session);
    const extras = SITE_EXTRAS[site][memo.variant ?? "register"];
    for (const [name, value] of Object.entries(extras) as Array<[RegisterField, string]>) {
      const input = field(session, name);
      if ((await input.inputValue()) !== "") continue;
      if (name === "mobileNum") memo.mobile = value;
      await input.fill(value);
    }
  }

  return {
    flow: "register",
    oracle: journeyModel.oracle,
    // Every variant the model offers can be produced here; see `arrange` for how each outcome is made. Two need a
    // stand-in: the settings are the server's, not the fixture's (fillExtras), and a refusal the server would only
    // give for other input (an invitation or captcha refused, a field invalid, a taken username, a link choice for a
    // number with an account) is its answer arranged through /dev/faults with the path's code and value.
    canDrive: () => true,
    async open(session) {
      await prepare(session);
      // The inspector reads an announced actor's snapshot in an idle callback queued as the actor starts: were the
      // settings answered first, the flow would have moved on and its initial state never show. The settings call
      // waits for an idle callback queued after the inspector's.
      await session.page.route(
        (url) => url.pathname === "/wps/system/setting/register",
        async (route) => {
          await session.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
          // On to the server, or to an outcome `arrange` routed earlier.
          await route.fallback();
        },
        { times: 1 },
      );
      await useEnglish(session.page);
      await session.page.goto("/register");
      await dismissPopups(session.page);
      await expect(dialog(session)).toBeVisible();
    },
    async perform(event, session) {
      const memo = memoOf(session);
      const scope = dialog(session);
      const e = event as EventObject & Record<string, unknown>;
      switch (e.type) {
        case "REGISTER.CHANGE": {
          const name = e.field as RegisterField;
          let value = e.value as string;
          // Real values where the path's cannot work: the captcha's answer, a code really sent, a number nobody has.
          if (name === "captcha") value = await captchaAnswer(session);
          if (name === "mobileNum" && value.trim() !== "") value = NEW_MOBILE;
          if (name === "verificationCode") value = (await smsCode(session, firebase)) ?? value;
          if (name === "mobileNum") memo.mobile = value.trim();
          await field(session, name).fill(value);
          return value === e.value ? undefined : { ...e, value };
        }
        case "REGISTER.COUNTRY":
          await scope.getByRole("button", { name: /^Country code: / }).click();
          await session.page.getByRole("option", { name: new RegExp(`\\${e.countryDialingCode as string}$`) }).click();
          return;
        case "REGISTER.VARIANT":
          memo.variant = e.variant as Memo["variant"];
          await scope
            .getByRole("radiogroup", { name: "Registration method" })
            .getByText(e.variant === "registerMobile" ? "By mobile number" : "By username")
            .click();
          return;
        case "REGISTER.AGREE":
          await scope.getByRole("checkbox", { name: "I am over 18 and agree to the terms and privacy policy" }).setChecked(e.value as boolean);
          return;
        case "REGISTER.RESET":
          await scope.getByRole("button", { name: "Reset" }).click();
          return;
        case "REGISTER.SEND_CODE":
          await scope.getByRole("button", { name: "Send code" }).click();
          return;
        case "REGISTER.SUBMIT": {
          await fillExtras(session);
          const send = scope.getByRole("button", { name: "Register" });
          // The button shows only for a complete form; Enter in a field sends an incomplete one (every error shows).
          if (await send.isVisible()) await send.click();
          else await scope.getByRole("textbox").first().press("Enter");
          return;
        }
        case "REGISTER.DISMISS_ERROR": {
          const warning = session.page.getByRole("dialog", { name: "Invalid invitation code" });
          const registered = session.page.getByRole("dialog", { name: "This mobile number is already registered" });
          const link = session.page.getByRole("dialog", { name: "This number already has an account" });
          if (await warning.isVisible()) await warning.getByRole("button", { name: "OK" }).click();
          else if (await registered.isVisible()) await registered.getByRole("button", { name: "OK" }).click();
          else if (await link.isVisible()) await link.getByRole("button", { name: "Cancel" }).click();
          else await scope.getByRole("button", { name: "Dismiss message" }).click();
          return;
        }
        case "REGISTER.RETRY":
          await scope.getByRole("button", { name: "Retry" }).click();
          return;
        case "REGISTER.CLOSE":
          await scope.getByRole("button", { name: "Close dialog" }).click();
          return;
        case "REGISTER.SOCIAL": {
          const label = e.provider === "facebook" ? "Continue with Facebook" : "Continue with Google";
          const opened = session.page.waitForEvent("popup");
          await scope.getByRole("button", { name: label }).click();
          const popup = await opened;
          if (memo.social === "close") {
            await popup.close();
            return;
          }
          if (memo.social === "consent") {
            await popup.getByLabel("Account name").fill("Nok Google");
            await popup.getByRole("button", { name: "Continue" }).click();
          }
          return;
        }
        case "REGISTER.LINK_CHOOSE":
          await session.page
            .getByRole("dialog", { name: "This number already has an account" })
            .getByRole("button", { name: e.choice === "new" ? "Register new" : "Link account" })
            .click();
          return;
        case "REGISTER.LINK_BACK":
          await session.page.getByRole("dialog", { name: "This number already has an account" }).getByRole("button", { name: "Back" }).click();
          return;
        case "REGISTER.LINK_CONFIRM":
          await session.page.getByRole("dialog", { name: "This number already has an account" }).getByRole("button", { name: "Confirm" }).click();
          return;
        default:
          throw new Error(`no browser action for ${e.type}`);
      }
    },
    async arrange(outcome, session) {
      await prepare(session);
      const memo = memoOf(session);
      const e = outcome as EventObject & { error?: ErrorInfo };
      const fault = (path: string, error: ErrorInfo | undefined) => failNextCall(session, path, error!);
      switch (e.type) {
        case "xstate.error.actor.loadRegisterSettings":
          await fault("/wps/system/setting/register", e.error);
          return;
        case "xstate.error.actor.checkAffiliate":
          await fault("/wps/agent/affiliate", e.error);
          return;
        case "xstate.error.actor.verifyHuman":
          await fault("/wps/verification/challenge", e.error);
          return;
        case "xstate.error.actor.register":
          await fault(registerPath(memo.variant), e.error);
          return;
        case "xstate.done.actor.socialSignIn":
          memo.social = "consent";
          return;
        case "xstate.error.actor.socialSignIn":
          memo.social = "close";
          return;
        case "xstate.error.actor.confirmFirebaseCode": {
          // A code sent since makes the entered one stale (the resend waits out the one-minute gap in server time).
          await dev(session.request, "POST", "/clock", { advanceMs: 61_000 });
          const api = createApiClient({ baseURL: session.baseURL, timeoutMs: 10_000, token: () => null, merchant: () => "DEMO", language: () => "en", onUnauthorized: () => {}, onMaintenance: () => {} });
          await api.request("simFirebaseSend", { body: { mobileNo: memo.mobile ?? NEW_MOBILE, countryDialingCode: "+66" } });
          return;
        }
        default:
          // Done events are the server's own answers to the path's input (the seed site, a new username, a real code).
          return;
      }
    },
    calls: {
      loadRegisterSettings: { method: "GET", path: "/wps/system/setting/register" },
      captcha: { method: "GET", path: "/wps/captcha" },
      checkAffiliate: {
        method: "POST",
        path: "/wps/agent/affiliate",
        body: (input) => ({ data: { code: (input as { code: string }).code } }),
      },
      // Registration is encrypted: its method and path (by username or by mobile) are what the wire shows.
      register: {
        method: "PUT",
        path: { among: ["/wps/member/register", "/wps/member/register/mobile"], pick: (input) => registerPath((input as { variant: Memo["variant"] }).variant) },
      },
      // Not tracked: verifyHuman's challenge (GET /wps/verification/challenge) is also fetched by the social sign-in and
      // by a registration SMS, so its calls cannot be told apart on the wire; socialSignIn calls the server only after
      // the provider's window consents (a closed window makes no call); confirmFirebaseCode talks to Firebase (/sim).
    },
  };
}

export const registerDrivers = {
  main: registerDriver({ site: "default", firebase: false }),
  firebase: registerDriver({ site: "mobile", firebase: true }),
};

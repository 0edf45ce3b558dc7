import type { EventObject } from "xstate";
import { loginModel } from "../../tests/machines/login.model";
import type { ErrorInfo } from "../../contract";
import { expect } from "../fixtures";
import { dismissPopups } from "../support";
import { failNextCall, type BrowserDriver, type DriveSession } from "./drive";

export const model = loginModel;

const dialog = (session: DriveSession) => session.page.getByRole("dialog", { name: "Log in" });
const field = (session: DriveSession, name: string) => dialog(session).getByRole("textbox", { name, exact: true });

const FIELD_LABELS: Record<string, string> = {
  username: "Username",
  password: "Password",
  captcha: "Captcha",
  mobileNum: "Mobile number",
  verificationCode: "Verification code",
  ipCode: "Code sent by SMS",
};

/** The answer of the captcha the server issued to this browser (its `cid` cookie travels with page.request). */
async function captchaAnswer(session: DriveSession): Promise<string> {
  const answer = (await (await session.page.request.get("/dev/captcha")).json()) as { value: { answer: string } | string };
  return typeof answer.value === "string" ? answer.value : answer.value.answer;
}

export const loginDriver: BrowserDriver = {
  flow: "login",
  oracle: loginModel.oracle,
  canDrive: (event) => {
    // CAPTCHA.SHOW is raised by the machine itself after a refusal; no view sends it.
    if (event.type === "CAPTCHA.SHOW") return false;
    // The picture's refresh is the captcha child's, enabled a second after each image: its timing is the captcha's own
    // paths' part (tests/machines/captcha.*), and the rendered refresh the view tests'.
    if (event.type === "CAPTCHA.REFRESH") return false;
    // The extra-verification step is reached with the path's own ticket (a refusal the server is told to
    // give), which the server never issued: sending a code for it and signing in with it are the server tests' part
    // (tests/server/ip-verification.test.ts) and e2e/ip-verification.spec.ts's, with a real ticket.
    if (event.type === "LOGIN.IP_SEND_CODE" || event.type === "xstate.done.actor.verifyIpLogin") return false;
    // The SMS code the server checks is the one it sent: a path that types a code without sending one cannot log in.
    return true;
  },
  async open(session) {
    await session.page.addInitScript(() => {
      if (!localStorage.getItem("hisLang")) localStorage.setItem("hisLang", "EN");
    });
    await session.page.goto("/login");
    await dismissPopups(session.page);
    await expect(dialog(session)).toBeVisible();
  },
  async perform(event, session) {
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      case "LOGIN.CHANGE": {
        const real = e.field === "captcha" ? await captchaAnswer(session) : (e.value as string);
        await field(session, FIELD_LABELS[e.field as string]!).fill(real);
        return { ...e, value: real };
      }
      case "LOGIN.MODE":
        await dialog(session).getByRole("radiogroup", { name: "Login method" }).getByText(e.mode === "sms" ? "Mobile number" : "Username").click();
        return;
      case "LOGIN.REMEMBER":
        await dialog(session).getByRole("checkbox", { name: "Remember me" }).setChecked(e.value as boolean);
        return;
      case "LOGIN.SUBMIT":
        await dialog(session).getByRole("button", { name: "Log in" }).click();
        return;
      case "LOGIN.SEND_CODE":
        await dialog(session).getByRole("button", { name: "Send code" }).click();
        return;
      case "LOGIN.DISMISS_ERROR":
        await dialog(session).getByRole("button", { name: "Dismiss message" }).click();
        return;
      case "LOGIN.IP_SUBMIT":
        await dialog(session).getByRole("button", { name: "Verify and log in" }).click();
        return;
      case "LOGIN.IP_CANCEL":
        await dialog(session).getByRole("button", { name: "Back to login" }).click();
        return;
      default:
        throw new Error(`no browser action for ${e.type}`);
    }
  },
  async arrange(outcome, session) {
    if (outcome.type === "xstate.error.actor.login") await failNextCall(session, "/wps/session/login", (outcome as unknown as { error: ErrorInfo }).error);
    if (outcome.type === "xstate.error.actor.verifyIpLogin") await failNextCall(session, "/wps/session/login/ipVerification", (outcome as unknown as { error: ErrorInfo }).error);
  },
  calls: {
    login: { method: "POST", path: "/wps/session/login" },
    // GET /wps/captcha is not tracked here: the first image comes with the captcha child, later ones from events sent
    // to it (a renew after each spent answer), which the oracle names as events rather than calls. register.driver.ts
    // tracks it.
    verifyIpLogin: { method: "POST", path: "/wps/session/login/ipVerification" },
  },
};

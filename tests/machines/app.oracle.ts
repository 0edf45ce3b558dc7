import type { EventObject } from "xstate";
import type { AppInput, SystemData } from "../../machines/app.machine";
import type { LoginOutput } from "../../machines/login.machine";
import type { RestoredSession } from "../../machines/session-role";
import type { Country, ErrorInfo, LoginAnswer, MemberInfo, MemberRole } from "../../contract";
import type { Effect, Oracle, Request, StepExpectation } from "../paths/oracle";

/** Where the root stands (spec section 2 "Root states", section 4 "Login state"). */
type Phase =
  | "booting"
  | "bootFailed"
  | "invalidDomain"
  | "maintenance"
  | "regionBlocked"
  | "restoring"
  | "restoreFailed"
  | "guest"
  | "recovering"
  | "registering"
  | "forcedChange"
  | "trialStarting"
  | "signedIn"
  | "loggingOut";

interface Fresh {
  agentLogin: boolean;
}

/** What the visitor's session has been through, as the spec tells it. */
export interface Visit {
  input: AppInput;
  phase: Phase;
  language: string;
  system?: SystemData;
  /** The dialling codes, once their call (made when the site runs, beside the lobby) has answered. */
  countries: Country[];
  bootError?: ErrorInfo;
  token: boolean;
  /** A fresh sign-in still to be routed (to / or /agentHome) once the member is known. */
  fresh?: Fresh;
  member?: MemberInfo;
  role?: MemberRole;
  unread: number;
  inbox?: "loading" | "loaded" | "failed" | "notFetched";
  passwordOpen: boolean;
  realAccountPrompt: boolean;
  logoutAsked: boolean;
  loginAsked: boolean;
  notice?: ErrorInfo;
}

type Event = EventObject & Record<string, unknown>;

const DEFAULT_DIALING = "+66";

/** The visitor's country's dialling code (section 2: "starts from ... the current country"). */
function dialingCode(visit: Visit): string {
  const country = visit.system?.status.location.country;
  return visit.countries.find((c) => c.countryCode === country)?.countryDialingCode ?? DEFAULT_DIALING;
}

const flag = (visit: Visit, name: string): boolean => Boolean(visit.system?.flags[name]);

class Step {
  readonly requests: Request[] = [];
  readonly effects: Effect[] = [];
}

function restore(visit: Visit, step: Step): void {
  visit.phase = "restoring";
  step.requests.push({ id: "restoreSession", input: undefined });
}

/** A guest: the member forgotten, the header's login form ready. */
function toGuest(visit: Visit, step: Step): void {
  visit.phase = "guest";
  visit.member = undefined;
  visit.role = undefined;
  visit.unread = 0;
  visit.inbox = undefined;
  visit.loginAsked = false;
  step.requests.push(
    // A visitor starts free trials too (real play asks to log in first).
    { id: "launch", input: { trial: false } },
    {
      id: "login",
      input: { smsLoginEnabled: flag(visit, "MOBILEVERCODELOGIN3"), rememberedUsername: visit.input.rememberedUsername, countryDialingCode: dialingCode(visit) },
    },
  );
}

/** Section 4 "logout clears session": the stored token goes with it. */
function endSession(visit: Visit, step: Step): void {
  step.effects.push("clearSession");
  visit.token = false;
}

/** A sign-in other than the login form's (recovery, registration, password change, trial) then goes to / (section 4). */
function signedInWith(visit: Visit, step: Step, answer: LoginAnswer): void {
  visit.token = true;
  visit.fresh = { agentLogin: false };
  step.effects.push({ action: "storeToken", params: { token: answer.token } });
}

function startSession(visit: Visit, step: Step): void {
  step.requests.push(
    { id: "notices", input: { dismissedPopups: visit.input.dismissedPopups } },
    { id: "lobby", input: undefined },
    { id: "loadCountries", input: undefined },
  );
  if (visit.token) restore(visit, step);
  else toGuest(visit, step);
}

function booted(visit: Visit, step: Step, system: SystemData): void {
  const { status } = system;
  // "Maintenance takes priority."
  if (status.maintenance || status.status === 1) {
    visit.system = system;
    visit.bootError = undefined;
    visit.phase = "maintenance";
  } else if (status.regionRestriction || status.status === 2) {
    visit.system = system;
    visit.bootError = undefined;
    visit.phase = "regionBlocked";
  } else if (status.status === 0) {
    visit.system = system;
    visit.bootError = undefined;
    startSession(visit, step);
  } else {
    visit.phase = "bootFailed";
    visit.bootError = { kind: "malformed", errorCode: "UNKNOWN_SYSTEM_STATUS" };
  }
}

function boot(visit: Visit, step: Step): void {
  visit.phase = "booting";
  visit.inbox = undefined;
  step.requests.push({ id: "loadSystem", input: undefined });
}

function restored(visit: Visit, step: Step, session: RestoredSession): void {
  const fresh = visit.fresh;
  if (fresh?.agentLogin && session.role !== "agent") {
    // "Non-agents cannot log in" on the agent login page.
    visit.fresh = undefined;
    visit.notice = { kind: "server", errorCode: "NON_AGENT" };
    visit.phase = "loggingOut";
    step.requests.push({ id: "logout", input: undefined });
    return;
  }
  if (session.role === undefined) {
    endSession(visit, step);
    visit.notice = { kind: "malformed", errorCode: "UNKNOWN_MEMBER_TYPE" };
    toGuest(visit, step);
    return;
  }
  visit.member = session.member;
  visit.role = session.role;
  visit.phase = "signedIn";
  visit.fresh = undefined;
  // After a fresh login: to /, or /agentHome on the agent login page; a restored session stays where it is.
  step.effects.push({ action: "navigateAfterLogin", params: { to: fresh ? (fresh.agentLogin ? "/agentHome" : "/") : undefined } });
  visit.passwordOpen = false;
  visit.realAccountPrompt = false;
  visit.logoutAsked = false;
  step.requests.push(
    { id: "balance", input: undefined },
    { id: "favourites", input: undefined },
    { id: "launch", input: { trial: session.role === "trial" } },
    // The menu's mission count: its machine itself skips the fetch for a trial account.
    { id: "missionCount", input: { trial: session.role === "trial" } },
    // The reality check: its machine itself asks nothing for a trial account.
    { id: "realityCheck", input: { trial: session.role === "trial" } },
  );
  // "Unread messages not fetched for trial."
  if (session.role === "trial") visit.inbox = "notFetched";
  else {
    visit.inbox = "loading";
    step.requests.push({ id: "fetchUnreadCount", input: undefined });
  }
}

const answerOf = (event: Event) => (event.output as { answer: LoginAnswer }).answer;

function apply(visit: Visit, event: Event, step: Step): void {
  const running = !["booting", "bootFailed", "invalidDomain", "maintenance", "regionBlocked"].includes(visit.phase);
  switch (event.type) {
    case "LANGUAGE.SET":
      visit.language = event.language as string;
      step.effects.push({ action: "applyLanguage", params: { language: event.language } });
      if (running) step.effects.push({ sendTo: "notices", event: { type: "NOTICES.RELOAD" } });
      return;
    case "CUSTOMER_SERVICE.OPEN":
      // The first stored link (section 2, side bar).
      step.effects.push({ action: "openCustomerService", params: { url: visit.system?.status.info.customerService[0]?.url } });
      return;
    case "SYSTEM.MAINTENANCE_DETECTED":
      if (running) boot(visit, step);
      return;
    case "SESSION.NOTICE_SEEN":
      if (running) visit.notice = undefined;
      return;
    case "xstate.done.actor.loadCountries":
      // Kept when the site goes down and comes back (the list is asked for again then).
      if (running) visit.countries = event.output as Country[];
      return;
  }
  const key = `${visit.phase} ${event.type}`;
  switch (key) {
    case "booting xstate.done.actor.loadSystem":
      booted(visit, step, event.output as SystemData);
      return;
    case "booting xstate.error.actor.loadSystem": {
      const error = event.error as ErrorInfo;
      visit.bootError = { kind: error.kind, status: error.status, message: error.message, errorCode: error.errorCode, value: error.value };
      visit.phase = error.errorCode === "DOMAIN_INVALID" ? "invalidDomain" : "bootFailed";
      return;
    }
    case "bootFailed RETRY":
    case "invalidDomain RETRY":
    case "maintenance RETRY":
    case "regionBlocked RETRY":
      boot(visit, step);
      return;
    case "restoring xstate.done.actor.restoreSession":
      restored(visit, step, event.output as RestoredSession);
      return;
    case "restoring xstate.error.actor.restoreSession": {
      const error = event.error as ErrorInfo;
      if (error.kind === "unauthorized") {
        endSession(visit, step);
        // Section 8: "you are not logged in, please login" (a dead kept token, as when the session ends while signed in).
        visit.notice = { kind: "unauthorized" };
        toGuest(visit, step);
      } else {
        visit.phase = "restoreFailed";
        visit.notice = { kind: error.kind, status: error.status, message: error.message, errorCode: error.errorCode, value: error.value };
      }
      return;
    }
    case "restoreFailed RETRY":
      visit.notice = undefined;
      restore(visit, step);
      return;
  }
  if (visit.phase === "guest" || visit.phase === "recovering" || visit.phase === "registering") {
    guestEvent(visit, event, step);
    return;
  }
  switch (key) {
    case "forcedChange xstate.done.actor.changePassword":
    case "forcedChange xstate.error.actor.changePassword": {
      const output = event.output as { result?: string; answer?: LoginAnswer } | undefined;
      if (output?.result === "loggedIn") {
        signedInWith(visit, step, output.answer!);
        restore(visit, step);
        return;
      }
      visit.fresh = undefined;
      endSession(visit, step);
      // "Password reset success asks to log in again" (section 5); a failure just ends the forced change.
      if (output) visit.notice = { kind: "server", errorCode: "PASSWORD_RESET_LOGIN_AGAIN" };
      toGuest(visit, step);
      return;
    }
    case "forcedChange SESSION.EXPIRED":
      visit.fresh = undefined;
      endSession(visit, step);
      visit.notice = { kind: "unauthorized" };
      toGuest(visit, step);
      return;
    case "trialStarting xstate.done.actor.freePlay":
      if ((event.output as { answer?: LoginAnswer }).answer) {
        signedInWith(visit, step, answerOf(event));
        restore(visit, step);
      } else toGuest(visit, step);
      return;
    case "trialStarting xstate.error.actor.freePlay":
      toGuest(visit, step);
      return;
    case "loggingOut xstate.done.actor.logout":
    case "loggingOut xstate.error.actor.logout":
      // The session ends on this device even when the server could not be told.
      endSession(visit, step);
      step.effects.push({ action: "navigate", params: { to: "/" } });
      toGuest(visit, step);
      return;
  }
  if (visit.phase === "signedIn") signedInEvent(visit, event, step);
}

function guestEvent(visit: Visit, event: Event, step: Step): void {
  const key = `${visit.phase} ${event.type}`;
  switch (event.type) {
    case "xstate.done.actor.login": {
      const output = event.output as LoginOutput;
      const { answer } = output;
      visit.token = true;
      step.effects.push(
        { action: "storeToken", params: { token: answer.token } },
        // Remember-me keeps a username login's name for a day; otherwise it is forgotten.
        { action: "rememberUsername", params: { username: output.rememberMe && output.via === "username" ? output.username : null } },
        { action: "announceFirstLogin", params: { firstTimeLogin: answer.firstTimeLogin } },
      );
      visit.fresh = { agentLogin: output.agentLogin };
      // Section 4: a first login or an expired password forces a change, with the policy on and not by SMS.
      if (flag(visit, "PWDEXPFORCECHANGE3") && output.via === "username" && (answer.firstTimeLogin || answer.passwordExpired)) {
        visit.phase = "forcedChange";
        step.requests.push({ id: "changePassword", input: { forced: true, username: output.username } });
      } else restore(visit, step);
      return;
    }
    case "xstate.error.actor.login":
      visit.notice = { kind: "unknown" };
      toGuest(visit, step);
      return;
    case "SESSION.SIGNED_IN":
      visit.token = true;
      restore(visit, step);
      return;
    case "FREEPLAY.START":
      if (flag(visit, "FREEPLAY3")) {
        visit.phase = "trialStarting";
        step.requests.push({ id: "freePlay", input: undefined });
      }
      return;
  }
  switch (key) {
    case "guest LOGIN.REQUIRED":
      visit.loginAsked = true;
      return;
    case "guest LOGIN.POPUP_CLOSE":
      visit.loginAsked = false;
      return;
    case "guest RECOVERY.OPEN":
      visit.phase = "recovering";
      visit.loginAsked = false;
      step.requests.push({ id: "forgotPassword", input: { countryDialingCode: dialingCode(visit) } });
      return;
    case "guest REGISTER.OPEN":
      visit.phase = "registering";
      visit.loginAsked = false;
      step.requests.push({
        id: "register",
        input: {
          flags: { mobileRegistration: flag(visit, "MOBILENUMREG3"), mobilePassword: flag(visit, "MOBILENUMPASSREG3"), smsVerification: flag(visit, "REGMOBVERF3") },
          countryDialingCode: dialingCode(visit),
          referralCode: event.referralCode,
          // The landing page's affiliate code goes to the registration.
          urlAffiliateCode: visit.input.landingAffiliateCode,
          smsProvider: flag(visit, "FIREBASESMS3") ? "firebase" : "platform",
          socialProviders: [...(flag(visit, "GOOGLELOGIN3") ? ["google"] : []), ...(flag(visit, "FACEBOOKLOGIN3") ? ["facebook"] : [])],
        },
      });
      return;
    case "recovering xstate.done.actor.forgotPassword":
      // "Forgot by phone success auto-logs in"; by e-mail the popup just closes.
      if ((event.output as { result: string }).result === "loggedIn") {
        signedInWith(visit, step, answerOf(event));
        restore(visit, step);
      } else visit.phase = "guest";
      return;
    case "registering xstate.done.actor.register":
      if ((event.output as { result: string }).result === "registered") {
        signedInWith(visit, step, answerOf(event));
        step.effects.push({ action: "announceFirstLogin", params: { firstTimeLogin: answerOf(event).firstTimeLogin } });
        restore(visit, step);
      } else visit.phase = "guest";
      return;
    case "recovering xstate.error.actor.forgotPassword":
    case "registering xstate.error.actor.register":
      visit.phase = "guest";
      return;
  }
}

function signedInEvent(visit: Visit, event: Event, step: Step): void {
  switch (event.type) {
    case "SESSION.EXPIRED":
      endSession(visit, step);
      step.effects.push("leaveProtectedPage");
      visit.notice = { kind: "unauthorized" };
      toGuest(visit, step);
      return;
    case "xstate.done.actor.fetchUnreadCount":
      visit.inbox = "loaded";
      visit.unread = event.output as number;
      return;
    case "xstate.error.actor.fetchUnreadCount":
      visit.inbox = "failed";
      return;
    case "MEMBER.UPDATED":
      // The member info read again after a change (promotion count, nickname, VIP label): shown as sent.
      visit.member = (event as Event & { member: MemberInfo }).member;
      return;
    case "INBOX.REFRESH":
      // A read or deleted message: the count is fetched again (restarted while a fetch runs); never for a trial.
      if (visit.inbox === "loading" || visit.inbox === "loaded" || visit.inbox === "failed") {
        visit.inbox = "loading";
        step.requests.push({ id: "fetchUnreadCount", input: undefined });
      }
      return;
    case "PASSWORD.OPEN":
      // Trial accounts cannot use account features.
      if (!visit.passwordOpen && visit.role !== "trial") {
        visit.passwordOpen = true;
        step.requests.push({ id: "changePassword", input: { forced: false, username: visit.member?.userName ?? "" } });
      }
      return;
    case "xstate.done.actor.changePassword": {
      if (!visit.passwordOpen) return;
      const output = event.output as { result: string; answer?: LoginAnswer };
      visit.passwordOpen = false;
      if (output.result === "loggedIn") {
        signedInWith(visit, step, output.answer!);
        visit.inbox = undefined;
        restore(visit, step);
      } else if (output.result === "loginAgain") {
        endSession(visit, step);
        visit.notice = { kind: "server", errorCode: "PASSWORD_RESET_LOGIN_AGAIN" };
        toGuest(visit, step);
      }
      return;
    }
    case "xstate.error.actor.changePassword":
      visit.passwordOpen = false;
      return;
    case "REAL_ACCOUNT.REQUIRED":
      if (visit.role === "trial") visit.realAccountPrompt = true;
      return;
    case "REAL_ACCOUNT.CLOSE":
      visit.realAccountPrompt = false;
      return;
    case "REAL_ACCOUNT.REGISTER":
      if (!visit.realAccountPrompt) return;
      // Registering ends the trial session: the form belongs to a guest.
      endSession(visit, step);
      step.effects.push({ action: "navigate", params: { to: "/register" } });
      toGuest(visit, step);
      return;
    case "LOGOUT.REQUEST":
      visit.logoutAsked = true;
      return;
    case "LOGOUT.CANCEL":
      visit.logoutAsked = false;
      return;
    case "LOGOUT.CONFIRM":
      if (!visit.logoutAsked) return;
      visit.phase = "loggingOut";
      step.requests.push({ id: "logout", input: undefined });
      return;
  }
}

export function visitAfter(input: AppInput, events: readonly EventObject[]): { visit: Visit; step: Step } {
  const visit: Visit = {
    input,
    phase: "booting",
    language: input.language,
    token: input.hasStoredToken,
    countries: [],
    unread: 0,
    passwordOpen: false,
    realAccountPrompt: false,
    logoutAsked: false,
    loginAsked: false,
  };
  let step = new Step();
  step.requests.push({ id: "loadSystem", input: undefined });
  for (const event of events) {
    step = new Step();
    apply(visit, event as Event, step);
  }
  return { visit, step };
}

export function appOracle(input: AppInput): Oracle {
  return {
    step(events): StepExpectation {
      const { visit, step } = visitAfter(input, events);
      return {
        requests: step.requests,
        effects: step.effects,
        context: {
          language: visit.language,
          hasStoredToken: visit.token,
          bootError: visit.bootError,
          sessionNotice: visit.notice,
          member: visit.member,
          role: visit.role,
          unreadCount: visit.unread,
          countries: visit.countries,
          ...(visit.system ? { system: visit.system } : {}),
        },
      };
    },
  };
}

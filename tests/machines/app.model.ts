import { appMachine, type AppInput, type SystemData } from "../../machines/app.machine";
import type { LoginOutput } from "../../machines/login.machine";
import type { RestoredSession } from "../../machines/session-role";
import type { PathModel } from "../paths/generate-paths";
import { domainInvalidError, networkError, unauthorizedError } from "../fixtures/errors";
import { appOracle } from "./app.oracle";
import { countries, loginAnswer, maintenance, member, regionBlocked, systemData, unknownStatus } from "../fixtures/system";

/** A running site whose visitor is in Vietnam (a dialling code other than the default) with Google sign-up on. */
function runningSite(): SystemData {
  const site = systemData({ location: { ip: "203.0.113.7", country: "VN" } });
  return { ...site, flags: { ...site.flags, GOOGLELOGIN3: true } };
}

const restored = (type: number, role: RestoredSession["role"]): RestoredSession => ({ member: member(type), role });

const loginOutput = (overrides: Partial<LoginOutput> = {}, answer = loginAnswer()): LoginOutput => ({
  answer,
  via: "username",
  username: "demo",
  rememberMe: true,
  agentLogin: false,
  ...overrides,
});

const each = <T>(type: string, key: "output" | "error", values: T[]) => () => values.map((value) => ({ type, [key]: value }));

const input: AppInput = { language: "th", hasStoredToken: true, dismissedPopups: ["popup-21"], rememberedUsername: "demo", landingAffiliateCode: "AGENT01" };

/** How the root machine is explored: every boot outcome, every restored role, every way in, every failure. */
export const appModel: PathModel<typeof appMachine> = {
  name: "app",
  machine: appMachine,
  input,
  oracle: appOracle(input),
  contextKey: (context) => ({
    token: context.hasStoredToken,
    role: context.role ?? null,
    countries: context.countries.length > 0,
    after: context.afterLogin ? [context.afterLogin.agentLogin, context.afterLogin.mustChangePassword] : null,
  }),
  payloads: {
    "xstate.done.actor.loadSystem": each("xstate.done.actor.loadSystem", "output", [
      runningSite(),
      maintenance(),
      regionBlocked(),
      unknownStatus(),
      // Section 2: maintenance takes priority over a region block; either one, by flag or by status, is enough.
      systemData({ status: 1, regionRestriction: true }),
      systemData({ status: 0, regionRestriction: true }),
    ]),
    "xstate.error.actor.loadSystem": each("xstate.error.actor.loadSystem", "error", [networkError, domainInvalidError]),
    "xstate.done.actor.loadCountries": each("xstate.done.actor.loadCountries", "output", [countries()]),
    "xstate.done.actor.restoreSession": each("xstate.done.actor.restoreSession", "output", [
      restored(0, "member"),
      restored(4, "trial"),
      restored(1, "agent"),
      restored(99, undefined),
    ]),
    "xstate.error.actor.restoreSession": each("xstate.error.actor.restoreSession", "error", [unauthorizedError, networkError]),
    "xstate.done.actor.fetchUnreadCount": each("xstate.done.actor.fetchUnreadCount", "output", [3]),
    "xstate.error.actor.fetchUnreadCount": each("xstate.error.actor.fetchUnreadCount", "error", [networkError]),
    "xstate.done.actor.logout": each("xstate.done.actor.logout", "output", [undefined]),
    "xstate.error.actor.logout": each("xstate.error.actor.logout", "error", [networkError]),
    "xstate.done.actor.login": each("xstate.done.actor.login", "output", [
      loginOutput(),
      loginOutput({ agentLogin: true }),
      // A first login by username must change its password; by SMS it need not.
      loginOutput({}, loginAnswer({ firstTimeLogin: true })),
      loginOutput({ via: "sms" }, loginAnswer({ passwordExpired: true })),
    ]),
    "xstate.error.actor.login": each("xstate.error.actor.login", "error", [networkError]),
    "xstate.done.actor.forgotPassword": each("xstate.done.actor.forgotPassword", "output", [
      { result: "loggedIn", answer: loginAnswer() },
      { result: "emailSent" },
    ]),
    "xstate.error.actor.forgotPassword": each("xstate.error.actor.forgotPassword", "error", [networkError]),
    "xstate.done.actor.changePassword": each("xstate.done.actor.changePassword", "output", [
      { result: "loggedIn", answer: loginAnswer() },
      { result: "loginAgain" },
      { result: "cancelled" },
    ]),
    "xstate.error.actor.changePassword": each("xstate.error.actor.changePassword", "error", [networkError]),
    "xstate.done.actor.freePlay": each("xstate.done.actor.freePlay", "output", [{ answer: loginAnswer({ customerType: 4 }) }, {}]),
    "xstate.done.actor.register": each("xstate.done.actor.register", "output", [{ result: "registered", answer: loginAnswer() }, { result: "cancelled" }]),
    "xstate.error.actor.register": each("xstate.error.actor.register", "error", [networkError]),
    "REGISTER.OPEN": () => [{ type: "REGISTER.OPEN", referralCode: "FRIEND1" }],
    "xstate.error.actor.freePlay": each("xstate.error.actor.freePlay", "error", [networkError]),
    "LANGUAGE.SET": () => [{ type: "LANGUAGE.SET", language: "en" }],
    // A joined promotion and a new nickname, as the member info answers after the change.
    "MEMBER.UPDATED": () => [{ type: "MEMBER.UPDATED", member: { ...member(0), nickname: "Somchai", availablePromoCount: 6 } }],
  },
};

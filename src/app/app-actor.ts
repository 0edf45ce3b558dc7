import { createActor, type ActorRefFrom, type InspectionEvent, type Observer } from "xstate";
import { takeHandoverCodeFromUrl } from "./handover";
import { appMachine } from "../../machines/app.machine";
import { missionCountMachine } from "../../machines/mission-count.machine";
import { realityCheckMachine } from "../../machines/reality-check.machine";
import { balanceMachine } from "../../machines/balance.machine";
import { changePasswordMachine } from "../../machines/change-password.machine";
import { forgotPasswordMachine } from "../../machines/forgot-password.machine";
import { freePlayMachine } from "../../machines/free-play.machine";
import { loginMachine } from "../../machines/login.machine";
import { noticesMachine } from "../../machines/notices.machine";
import { favouritesMachine } from "../../machines/favourites.machine";
import { gameListMachine } from "../../machines/game-list.machine";
import { launchMachine } from "../../machines/launch.machine";
import { lobbyMachine } from "../../machines/lobby.machine";
import { captchaMachine } from "../../machines/captcha.machine";
import { registerMachine } from "../../machines/register.machine";
import { smsCodeMachine } from "../../machines/sms-code.machine";
import { createApiClient } from "../api/http-client";
import { storedLanguage, storeLanguage } from "./language-store";
import { activateLanguage } from "../i18n";
import { createActors } from "./actors";
import { createGameActors } from "./game-actors";
import { registerGameListLogic } from "./game-logic";
import { createGameWindow } from "./game-window";
import { appConfig } from "./config";
import { landingCodes } from "./landing-codes";
import { firebaseConfig, referenceFirebaseSms, sdkFirebaseSms } from "./providers/firebase-sms";
import { referenceSocialAuthorize, type SocialAuthorize } from "./providers/social-sign-in";
import { createRegisterActors } from "./register-actors";
import { inspection, setInspector } from "./inspection";
import { followBalance } from "./follow-balance";
import { setPageDeps } from "./page-deps";
import { rememberedUsername, rememberUsername } from "./remember-me";
import { localStore, popupMemory, sessionStore } from "./storage";

export type AppActor = ActorRefFrom<typeof appMachine>;

/** What the machine's navigation actions need from the router (set once the router exists). */
export interface Navigator {
  navigate(to: string): void;
  /** Whether the page now shown needs a session. */
  currentPageNeedsLogin(): boolean;
}

export interface AppActorOptions {
  navigator: Navigator;
  inspect?: Observer<InspectionEvent>;
  host?: () => string;
  /** Overrides of the build-time API settings (tests point the app at an in-process server). */
  api?: { baseURL?: string; timeoutMs?: number };
  openWindow?: (url: string, features: string) => void;
  /** The social providers' sign-in (tests stand in for the popup). */
  authorizeSocial?: SocialAuthorize;
}

/** Wires the root machine to the API, storage, router and i18n, and starts nothing yet. */
/** A path on this site (not `//host/...`, which is another origin). */
const isOwnPage = (url: string) => url.startsWith("/") && !url.startsWith("//");

export function createAppActor(options: AppActorOptions): AppActor {
  const language = storedLanguage();
  void activateLanguage(language);
  // Updated by applyLanguage before the notices reload is sent, so that reload already carries the new header.
  let currentLanguage = language;
  // The API client reports 401 and maintenance to the actor created below.
  const self: { actor?: AppActor } = {};

  const api = createApiClient({
    baseURL: options.api?.baseURL ?? appConfig.apiBaseUrl,
    timeoutMs: options.api?.timeoutMs ?? appConfig.apiTimeoutMs,
    token: () => sessionStore.get("token"),
    merchant: () => sessionStore.get("merchant"),
    language: () => currentLanguage,
    onUnauthorized: () => self.actor?.send({ type: "SESSION.EXPIRED" }),
    onMaintenance: () => self.actor?.send({ type: "SYSTEM.MAINTENANCE_DETECTED" }),
  });
  const config = firebaseConfig();
  const firebase = config ? sdkFirebaseSms(config) : referenceFirebaseSms(api);
  const actors = createActors(api, options.host ?? (() => window.location.host), firebase);
  const openWindow = options.openWindow ?? ((url, features) => window.open(url, "customerService", features));
  const smsCode = smsCodeMachine.provide({ actors: { sendSmsCode: actors.sendSmsCode } });
  const captcha = captchaMachine.provide({ actors: { fetchCaptcha: actors.fetchCaptcha } });
  const games = createGameActors(api, () => currentLanguage.toUpperCase());
  const gameWindow = createGameWindow((to) => options.navigator.navigate(to));
  const registration = createRegisterActors(
    api,
    { host: options.host ?? (() => window.location.host), href: () => window.location.href },
    { firebase, authorizeSocial: options.authorizeSocial ?? referenceSocialAuthorize() },
  );

  const machine = appMachine.provide({
    actors: {
      loadSystem: actors.loadSystem,
      loadCountries: actors.loadCountries,
      restoreSession: actors.restoreSession,
      fetchUnreadCount: actors.fetchUnreadCount,
      logout: actors.logout,
      balance: balanceMachine.provide({ actors: { fetchBalance: actors.fetchBalance } }),
      missionCount: missionCountMachine.provide({ actors: { fetchMissionCount: actors.fetchMissionCount } }),
      realityCheck: realityCheckMachine.provide({
        actors: { fetchRealityCheck: actors.fetchRealityCheck, setRealityCheck: actors.setRealityCheck, ackRealityCheck: actors.ackRealityCheck },
        actions: {
          stopGame: () => self.actor?.system.get("launch")?.send({ type: "LAUNCH.STOP" }),
          navigate: (_, { to }) => options.navigator.navigate(to),
        },
      }),
      notices: noticesMachine.provide({
        actors: { fetchAnnouncements: actors.fetchAnnouncements },
        actions: { rememberDismissedPopup: (_, { key }) => popupMemory.remember(key) },
      }),
      login: loginMachine.provide({ actors: { login: actors.login, verifyIpLogin: actors.verifyIpLogin, captcha, smsCode, ipSmsCode: smsCode } }),
      forgotPassword: forgotPasswordMachine.provide({
        actors: { loadPasswordRule: actors.loadPasswordRule, sendResetEmail: actors.sendResetEmail, resetByPhone: actors.resetByPhone, smsCode },
      }),
      changePassword: changePasswordMachine.provide({
        actors: { loadPasswordRule: actors.loadPasswordRule, changePassword: actors.changePassword, login: actors.login },
      }),
      freePlay: freePlayMachine.provide({ actors: { startFreePlay: actors.startFreePlay } }),
      lobby: lobbyMachine.provide({
        actors: { fetchLanes: games.fetchLanes, fetchHotGames: games.fetchHotGames, fetchWinners: games.fetchWinners, fetchHotMatches: games.fetchHotMatches },
      }),
      favourites: favouritesMachine.provide({
        actors: { fetchFavourites: games.fetchFavourites, addFavourite: games.addFavourite, removeFavourite: games.removeFavourite },
      }),
      launch: launchMachine.provide({
        actors: { launchGame: games.launchGame, fetchPopularGames: games.fetchPopularGames },
        actions: {
          prepareWindow: () => gameWindow.prepare(),
          closePreparedWindow: () => gameWindow.discard(),
          openGame: (_, { url, seamless }) => gameWindow.open(url, seamless),
          askRealAccount: () => self.actor?.send({ type: "REAL_ACCOUNT.REQUIRED" }),
          refreshBalance: () => self.actor?.system.get("balance")?.send({ type: "BALANCE.REFRESH" }),
          closeGame: () => gameWindow.close(),
        },
      }),
      register: registerMachine.provide({
        actors: { ...registration, smsCode, captcha },
      }),
    },
    actions: {
      applyLanguage: (_, { language: next }) => {
        currentLanguage = next;
        storeLanguage(next);
        void activateLanguage(next);
      },
      clearSession: ({ context }) => {
        sessionStore.clear();
        localStore.remove("merchantCode");
        const merchant = context.system?.domain.merchantCode;
        if (merchant) {
          sessionStore.set("merchant", merchant);
          sessionStore.set("merchantCode", merchant);
          localStore.set("merchantCode", merchant);
        }
      },
      navigate: (_, { to }) => options.navigator.navigate(to),
      navigateAfterLogin: (_, { to }) => {
        if (to) options.navigator.navigate(to);
      },
      storeToken: (_, { token }) => sessionStore.set("token", token),
      rememberUsername: (_, { username }) => rememberUsername(username),
      announceFirstLogin: (_, { firstTimeLogin }) => {
        if (firstTimeLogin && typeof window !== "undefined") window.dispatchEvent(new CustomEvent("app:first-login"));
      },
      leaveProtectedPage: () => {
        if (options.navigator.currentPageNeedsLogin()) options.navigator.navigate("/login");
      },
      openCustomerService: (_, { url }) => {
        const target = url ?? appConfig.customerServiceUrl;
        // The site's own chat page (/liveChat) gets the session (a same-origin window copies sessionStorage); an
        // outside page gets no handle on this one.
        openWindow(target, isOwnPage(target) ? "width=440,height=750" : "width=440,height=750,noopener");
      },
    },
  });

  setInspector(options.inspect);
  const actor = createActor(machine, {
    ...inspection("app"),
    input: {
      language,
      // A hand-over code from the connection chooser counts as a kept sign-in (restoring redeems it first).
      hasStoredToken: takeHandoverCodeFromUrl() || Boolean(sessionStore.get("token")),
      dismissedPopups: popupMemory.list(),
      rememberedUsername: rememberedUsername(),
      landingAffiliateCode: landingCodes(typeof window === "undefined" ? "" : window.location.search).affiliateCode,
    },
  });
  self.actor = actor;
  const refreshBalance = () => actor.system.get("balance")?.send({ type: "BALANCE.REFRESH" });
  setPageDeps({
    api,
    language: () => currentLanguage.toUpperCase(),
    onBalanceChanged: refreshBalance,
    followBalance: (listener) => followBalance(actor, listener),
    onInboxChanged: () => actor.send({ type: "INBOX.REFRESH" }),
    onMissionsChanged: () => actor.system.get("missionCount")?.send({ type: "MISSIONS.REFRESH" }),
    // The header's promotion count, nickname and VIP label come from the member info: read it again, keep the old on a failure.
    onMemberChanged: () => {
      api.request("memberInfo").then((member) => actor.send({ type: "MEMBER.UPDATED", member }), () => undefined);
    },
    // A guest gets the recovery form, a signed-in member the password change (each event is ignored in the other state).
    openRecovery: () => {
      actor.send({ type: "RECOVERY.OPEN" });
      actor.send({ type: "PASSWORD.OPEN" });
    },
  });
  // Back from a game window or tab: the game may have moved money.
  if (typeof document !== "undefined") {
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") refreshBalance();
    });
  }
  registerGameListLogic(
    actor,
    gameListMachine.provide({ actors: { fetchGames: games.fetchGames }, actions: { askLogin: () => actor.send({ type: "LOGIN.REQUIRED" }) } }),
  );
  return actor;
}

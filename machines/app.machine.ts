import { assign, sendTo, setup } from "xstate";
import type { Country, DomainRoute, ErrorInfo, Flags, Language, LoginAnswer, MemberInfo, MemberRole, SocialProvider, SystemStatus } from "../src/contract";
import { missionCountMachine } from "./mission-count.machine";
import { balanceMachine } from "./balance.machine";
import { changePasswordMachine, type PasswordChangeOutcome } from "./change-password.machine";
import { forgotPasswordMachine, type RecoveryOutcome } from "./forgot-password.machine";
import { freePlayMachine } from "./free-play.machine";
import { loginMachine, type LoginOutput } from "./login.machine";
import { registerMachine, type RegisterOutcome } from "./register.machine";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { noticesMachine } from "./notices.machine";
import { favouritesMachine } from "./favourites.machine";
import { launchMachine } from "./launch.machine";
import { lobbyMachine } from "./lobby.machine";
import type { RestoredSession } from "./session-role";
import { isMaintenanceStatus, isRegionBlockedStatus, isRunningStatus } from "./system-status";

/** What booting loads: system status with the permission data, the merchant's domain route and the flattened flags. */
export interface SystemData {
  status: SystemStatus;
  domain: DomainRoute;
  flags: Flags;
}

/** What a fresh sign-in still has to do once the session is restored. */
export interface AfterLogin {
  via: "username" | "sms" | "trial" | "recovery" | "passwordChange";
  username: string;
  agentLogin: boolean;
  mustChangePassword: boolean;
}

export const DEFAULT_DIALING_CODE = "+66";

export interface AppInput {
  language: Language;
  /** A session token is stored from an earlier visit (the app reads storage, the machine does not). */
  hasStoredToken: boolean;
  dismissedPopups: readonly string[];
  /** From the remember-me cookie. */
  rememberedUsername: string;
  /** The affiliate (invitation) code the landing URL carried (kept in localStorage `reg_info`). */
  landingAffiliateCode?: string;
}

export interface AppContext {
  language: Language;
  hasStoredToken: boolean;
  dismissedPopups: readonly string[];
  rememberedUsername: string;
  landingAffiliateCode?: string;
  afterLogin?: AfterLogin;
  system?: SystemData;
  /**
   * The merchant's dialling codes, loaded once the site runs (beside the lobby, not before it: booting waits for one
   * round trip); empty until then, or when the list could not be loaded (the fields fall back to the default code).
   */
  countries: Country[];
  bootError?: ErrorInfo;
  member?: MemberInfo;
  role?: MemberRole;
  unreadCount: number;
  /** A message about the session the header shows once (expired session, unknown account type, failed restore). */
  sessionNotice?: ErrorInfo;
}

export type AppEvent =
  | { type: "RETRY" }
  | { type: "LANGUAGE.SET"; language: Language }
  | { type: "SESSION.SIGNED_IN" }
  | { type: "SESSION.EXPIRED" }
  | { type: "SESSION.NOTICE_SEEN" }
  | { type: "SYSTEM.MAINTENANCE_DETECTED" }
  | { type: "LOGOUT.REQUEST" }
  | { type: "LOGOUT.CONFIRM" }
  | { type: "LOGOUT.CANCEL" }
  | { type: "CUSTOMER_SERVICE.OPEN" }
  | { type: "FREEPLAY.START" }
  | { type: "RECOVERY.OPEN" }
  /** /register opened (a `referralCode` query parameter fills the referral field). */
  | { type: "REGISTER.OPEN"; referralCode?: string }
  | { type: "PASSWORD.OPEN" }
  | { type: "REAL_ACCOUNT.REQUIRED" }
  | { type: "REAL_ACCOUNT.CLOSE" }
  | { type: "REAL_ACCOUNT.REGISTER" }
  /** Something changed the unread messages (one was read, deleted, all marked read): the count is fetched again. */
  | { type: "INBOX.REFRESH" }
  /** The member's info was read again after a change (promotion joined or claimed, profile saved, VIP level up). */
  | { type: "MEMBER.UPDATED"; member: MemberInfo }
  /** An action needs a member: the login popup opens over the current page (games, favourites). */
  | { type: "LOGIN.REQUIRED" }
  | { type: "LOGIN.POPUP_CLOSE" };

/** Named guards and actions see the machine's event union; these read an invoke's result out of it. */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): ErrorInfo => asErrorInfo((event as { error: unknown }).error);

/** The visitor's country's dialling code, for the mobile-number fields. */
export function dialingCodeOf(context: Pick<AppContext, "system" | "countries">): string {
  const country = context.system?.status.location.country;
  return context.countries.find((c) => c.countryCode === country)?.countryDialingCode ?? DEFAULT_DIALING_CODE;
}

/** The social sign-up buttons the site configures. */
function socialProvidersOf(context: Pick<AppContext, "system">): SocialProvider[] {
  const flags = context.system?.flags ?? {};
  return [...(flags.GOOGLELOGIN3 ? (["google"] as const) : []), ...(flags.FACEBOOKLOGIN3 ? (["facebook"] as const) : [])];
}

/** The login answer inside whatever finished: a recovery, a password change or a trial start. */
function signInAnswerOf(event: unknown): LoginAnswer {
  return (outputOf<{ answer: LoginAnswer }>(event)).answer;
}

function afterSignInOf(event: unknown): AfterLogin {
  return { via: "username", username: signInAnswerOf(event).userName, agentLogin: false, mustChangePassword: false };
}

function afterLoginOf(output: LoginOutput, forceChangeEnabled: boolean): AfterLogin {
  const { answer } = output;
  return {
    via: output.via,
    username: output.username,
    agentLogin: output.agentLogin,
    // SMS (and Firebase) logins never force a password change.
    mustChangePassword: forceChangeEnabled && output.via === "username" && (answer.firstTimeLogin || answer.passwordExpired),
  };
}

/** The root of the client: system status, maintenance, region block, session, language and the flows it owns. */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as {
      loadSystem: "loadSystem";
      loadCountries: "loadCountries";
      restoreSession: "restoreSession";
      fetchUnreadCount: "fetchUnreadCount";
      logout: "logout";
      balance: "balance";
      notices: "notices";
      login: "login";
      forgotPassword: "forgotPassword";
      changePassword: "changePassword";
      freePlay: "freePlay";
      register: "register";
      lobby: "lobby";
      favourites: "favourites";
      launch: "launch";
      missionCount: "missionCount";
    },
  },
  actors: {
    loadSystem: promiseNotProvided<SystemData>("loadSystem"),
    /** Resolves with an empty list when the call fails (a site in maintenance refuses it). */
    loadCountries: promiseNotProvided<Country[]>("loadCountries"),
    restoreSession: promiseNotProvided<RestoredSession>("restoreSession"),
    fetchUnreadCount: promiseNotProvided<number>("fetchUnreadCount"),
    logout: promiseNotProvided<void>("logout"),
    balance: balanceMachine,
    missionCount: missionCountMachine,
    notices: noticesMachine,
    login: loginMachine,
    forgotPassword: forgotPasswordMachine,
    changePassword: changePasswordMachine,
    freePlay: freePlayMachine,
    register: registerMachine,
    lobby: lobbyMachine,
    favourites: favouritesMachine,
    launch: launchMachine,
  },
  actions: {
    keepSystem: assign({ system: ({ event }) => outputOf<SystemData>(event), bootError: undefined }),
    keepBootError: assign({ bootError: ({ event }) => errorOf(event) }),
    forgetToken: assign({ hasStoredToken: false }),
    forgetMember: assign({ member: undefined, role: undefined, unreadCount: 0 }),
    acceptLogin: assign(({ context, event }) => ({
      hasStoredToken: true,
      afterLogin: afterLoginOf(outputOf<LoginOutput>(event), context.system?.flags.PWDEXPFORCECHANGE3 ?? false),
    })),
    acceptSignIn: assign(({ event }) => ({ hasStoredToken: true, afterLogin: afterSignInOf(event) })),
    /** Stores the language (`lang`, `hisLang`) and switches the interface and the `Language` header. */
    applyLanguage: (_, _params: { language: Language }) => {},
    /** Clears session storage and the login and agent flags. */
    clearSession: () => {},
    /** Keeps the session token (sessionStorage `token`). */
    storeToken: (_, _params: { token: string }) => {},
    /** Remember-me: the username in a cookie for one day, or forgotten (null). */
    rememberUsername: (_, _params: { username: string | null }) => {},
    /** A first login of the account (analytics and the welcome the app shows); nothing when it is not one. */
    announceFirstLogin: (_, _params: { firstTimeLogin: boolean }) => {},
    /** After a fresh sign-in: to / or /agentHome; nothing when the session was only restored. */
    navigateAfterLogin: (_, _params: { to: string | undefined }) => {},
    navigate: (_, _params: { to: string }) => {},
    /** After a session ends under a page that needs login, go to /login. */
    leaveProtectedPage: () => {},
    /** Opens the first customer-service link in a 440 x 750 popup window (the app's default link when none is known yet). */
    openCustomerService: (_, _params: { url: string | undefined }) => {},
  },
  guards: {
    isMaintenance: ({ event }) => isMaintenanceStatus(outputOf<SystemData>(event).status),
    isRegionBlocked: ({ event }) => isRegionBlockedStatus(outputOf<SystemData>(event).status),
    /** Checked after the two above. Any other status is not guessed at: booting fails with "Unknown error" and a retry. */
    isRunning: ({ event }) => isRunningStatus(outputOf<SystemData>(event).status),
    isDomainRejected: ({ event }) => errorOf(event).errorCode === "DOMAIN_INVALID",
    hasStoredToken: ({ context }) => context.hasStoredToken,
    hasKnownRole: ({ event }) => outputOf<RestoredSession>(event).role !== undefined,
    isUnauthorized: ({ event }) => errorOf(event).kind === "unauthorized",
    isTrial: ({ context }) => context.role === "trial",
    isNotTrial: ({ context }) => context.role !== "trial",
    freePlayEnabled: ({ context }) => context.system?.flags.FREEPLAY3 ?? false,
    mustChangePassword: ({ context }) => context.afterLogin?.mustChangePassword ?? false,
    isAgentLoginByNonAgent: ({ context, event }) =>
      (context.afterLogin?.agentLogin ?? false) && outputOf<RestoredSession>(event).role !== "agent",
    recoveredWithLogin: ({ event }) => outputOf<RecoveryOutcome>(event).result === "loggedIn",
    registered: ({ event }) => outputOf<RegisterOutcome>(event).result === "registered",
    changedAndSignedIn: ({ event }) => outputOf<PasswordChangeOutcome>(event).result === "loggedIn",
    changedButSignedOut: ({ event }) => outputOf<PasswordChangeOutcome>(event).result === "loginAgain",
    trialStarted: ({ event }) => outputOf<{ answer?: LoginAnswer }>(event).answer !== undefined,
    isAgent: ({ context }) => context.role === "agent",
  },
}).createMachine({
  id: "app",
  context: ({ input }) => ({
    language: input.language,
    hasStoredToken: input.hasStoredToken,
    dismissedPopups: input.dismissedPopups,
    rememberedUsername: input.rememberedUsername,
    landingAffiliateCode: input.landingAffiliateCode,
    countries: [],
    unreadCount: 0,
  }),
  initial: "booting",
  on: {
    "LANGUAGE.SET": {
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: "applyLanguage", params: ({ event }) => ({ language: event.language }) },
      ],
    },
    "CUSTOMER_SERVICE.OPEN": {
      actions: {
        type: "openCustomerService",
        params: ({ context }) => ({ url: context.system?.status.info.customerService[0]?.url }),
      },
    },
  },
  states: {
    booting: {
      invoke: {
        id: "loadSystem",
        src: "loadSystem",
        onDone: [
          { guard: "isMaintenance", target: "maintenance", actions: "keepSystem" },
          { guard: "isRegionBlocked", target: "regionBlocked", actions: "keepSystem" },
          { guard: "isRunning", target: "running", actions: "keepSystem" },
          {
            target: "bootFailed",
            actions: [assign({ bootError: { kind: "malformed", errorCode: "UNKNOWN_SYSTEM_STATUS" } })],
          },
        ],
        onError: [
          { guard: "isDomainRejected", target: "invalidDomain", actions: "keepBootError" },
          { target: "bootFailed", actions: "keepBootError" },
        ],
      },
    },
    bootFailed: { on: { RETRY: "booting" } },
    invalidDomain: { on: { RETRY: "booting" } },
    maintenance: { on: { RETRY: "booting" } },
    regionBlocked: { on: { RETRY: "booting" } },
    running: {
      invoke: [
        {
          id: "notices",
          systemId: "notices",
          src: "notices",
          input: ({ context }) => ({ dismissedPopups: context.dismissedPopups }),
        },
        { id: "lobby", systemId: "lobby", src: "lobby" },
        { id: "loadCountries", src: "loadCountries", onDone: { actions: assign({ countries: ({ event }) => event.output }) } },
      ],
      on: {
        "SYSTEM.MAINTENANCE_DETECTED": "booting",
        "LANGUAGE.SET": {
          actions: [
            assign({ language: ({ event }) => event.language }),
            { type: "applyLanguage", params: ({ event }) => ({ language: event.language }) },
            sendTo("notices", { type: "NOTICES.RELOAD" }),
          ],
        },
      },
      type: "parallel",
      states: {
        session: {
          initial: "checking",
          on: { "SESSION.NOTICE_SEEN": { actions: assign({ sessionNotice: undefined }) } },
          states: {
            checking: {
              always: [{ guard: "hasStoredToken", target: "restoring" }, { target: "guest" }],
            },
            restoring: {
              invoke: {
                id: "restoreSession",
                src: "restoreSession",
                onDone: [
                  {
                    guard: "isAgentLoginByNonAgent",
                    target: "loggingOut",
                    actions: assign({ afterLogin: undefined, sessionNotice: { kind: "server", errorCode: "NON_AGENT" } }),
                  },
                  {
                    guard: "hasKnownRole",
                    target: "signedIn",
                    actions: [
                      assign({ member: ({ event }) => event.output.member, role: ({ event }) => event.output.role }),
                      {
                        type: "navigateAfterLogin",
                        params: ({ context }) => ({ to: context.afterLogin && (context.afterLogin.agentLogin ? "/agentHome" : "/") }),
                      },
                      assign({ afterLogin: undefined }),
                    ],
                  },
                  {
                    target: "guest",
                    actions: ["clearSession", "forgetToken", assign({ sessionNotice: { kind: "malformed", errorCode: "UNKNOWN_MEMBER_TYPE" } })],
                  },
                ],
                onError: [
                  { guard: "isUnauthorized", target: "guest", actions: ["clearSession", "forgetToken"] },
                  { target: "restoreFailed", actions: assign({ sessionNotice: ({ event }) => errorOf(event) }) },
                ],
              },
            },
            restoreFailed: {
              on: { RETRY: { target: "restoring", actions: assign({ sessionNotice: undefined }) } },
            },
            guest: {
              entry: "forgetMember",
              invoke: [
                // A visitor starts free trials (real play asks to log in first: the views send LOGIN.REQUIRED).
                { id: "launch", systemId: "launch", src: "launch", input: { trial: false } },
                {
                  id: "login",
                  systemId: "login",
                  src: "login",
                  input: ({ context }) => ({
                    smsLoginEnabled: context.system?.flags.MOBILEVERCODELOGIN3 ?? false,
                    rememberedUsername: context.rememberedUsername,
                    countryDialingCode: dialingCodeOf(context),
                  }),
                  onDone: {
                    target: "signingIn",
                    actions: [
                      "acceptLogin",
                      { type: "storeToken", params: ({ event }) => ({ token: event.output.answer.token }) },
                      {
                        type: "rememberUsername",
                        params: ({ event }) => ({ username: event.output.rememberMe && event.output.via === "username" ? event.output.username : null }),
                      },
                      { type: "announceFirstLogin", params: ({ event }) => ({ firstTimeLogin: event.output.answer.firstTimeLogin }) },
                    ],
                  },
                  onError: { target: "guest", reenter: true, actions: assign({ sessionNotice: { kind: "unknown" } }) },
                },
              ],
              on: {
                "SESSION.SIGNED_IN": { target: "restoring", actions: assign({ hasStoredToken: true }) },
                "FREEPLAY.START": { guard: "freePlayEnabled", target: "startingTrial" },
              },
              initial: "idle",
              states: {
                idle: {
                  on: { "RECOVERY.OPEN": "recovering", "REGISTER.OPEN": "registering" },
                  initial: "quiet",
                  states: {
                    quiet: { on: { "LOGIN.REQUIRED": "loginAsked" } },
                    /** The login popup over the current page, opened by an action that needs a member. */
                    loginAsked: { on: { "LOGIN.POPUP_CLOSE": "quiet" } },
                  },
                },
                recovering: {
                  invoke: {
                    id: "forgotPassword",
                    systemId: "forgotPassword",
                    src: "forgotPassword",
                    input: ({ context }) => ({ countryDialingCode: dialingCodeOf(context) }),
                    onDone: [
                      { guard: "recoveredWithLogin", target: "#app.running.session.restoring", actions: ["acceptSignIn", { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) }] },
                      { target: "idle" },
                    ],
                    onError: { target: "idle" },
                  },
                },
                registering: {
                  invoke: {
                    id: "register",
                    systemId: "register",
                    src: "register",
                    input: ({ context, event }) => ({
                      flags: {
                        mobileRegistration: context.system?.flags.MOBILENUMREG3 ?? false,
                        mobilePassword: context.system?.flags.MOBILENUMPASSREG3 ?? false,
                        smsVerification: context.system?.flags.REGMOBVERF3 ?? false,
                      },
                      countryDialingCode: dialingCodeOf(context),
                      referralCode: (event as Extract<AppEvent, { type: "REGISTER.OPEN" }>).referralCode,
                      urlAffiliateCode: context.landingAffiliateCode,
                      smsProvider: context.system?.flags.FIREBASESMS3 ? "firebase" : "platform",
                      socialProviders: socialProvidersOf(context),
                    }),
                    onDone: [
                      {
                        guard: "registered",
                        target: "#app.running.session.restoring",
                        actions: [
                          "acceptSignIn",
                          { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) },
                          // A social sign-up may answer for an account's first login.
                          { type: "announceFirstLogin", params: ({ event }) => ({ firstTimeLogin: signInAnswerOf(event).firstTimeLogin }) },
                        ],
                      },
                      { target: "idle" },
                    ],
                    onError: { target: "idle" },
                  },
                },
              },
            },
            signingIn: {
              always: [{ guard: "mustChangePassword", target: "forcedPasswordChange" }, { target: "restoring" }],
            },
            forcedPasswordChange: {
              invoke: {
                id: "changePassword",
                systemId: "changePassword",
                src: "changePassword",
                input: ({ context }) => ({ forced: true, username: context.afterLogin?.username ?? "" }),
                onDone: [
                  { guard: "changedAndSignedIn", target: "restoring", actions: ["acceptSignIn", { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) }] },
                  {
                    target: "guest",
                    actions: ["clearSession", "forgetToken", assign({ afterLogin: undefined, sessionNotice: { kind: "server", errorCode: "PASSWORD_RESET_LOGIN_AGAIN" } })],
                  },
                ],
                onError: { target: "guest", actions: ["clearSession", "forgetToken", assign({ afterLogin: undefined })] },
              },
              on: {
                "SESSION.EXPIRED": {
                  target: "guest",
                  actions: ["clearSession", "forgetToken", assign({ afterLogin: undefined, sessionNotice: { kind: "unauthorized" } })],
                },
              },
            },
            startingTrial: {
              invoke: {
                id: "freePlay",
                systemId: "freePlay",
                src: "freePlay",
                onDone: [{ guard: "trialStarted", target: "restoring", actions: ["acceptSignIn", { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) }] }, { target: "guest" }],
                onError: { target: "guest" },
              },
            },
            signedIn: {
              type: "parallel",
              invoke: [
                { id: "balance", systemId: "balance", src: "balance" },
                { id: "favourites", systemId: "favourites", src: "favourites" },
                { id: "launch", systemId: "launch", src: "launch", input: ({ context }) => ({ trial: context.role === "trial" }) },
                { id: "missionCount", systemId: "missionCount", src: "missionCount", input: ({ context }) => ({ trial: context.role === "trial" }) },
              ],
              on: {
                "MEMBER.UPDATED": { actions: assign({ member: ({ event }) => event.member }) },
                "SESSION.EXPIRED": {
                  target: "guest",
                  actions: [
                    "clearSession",
                    "forgetToken",
                    "leaveProtectedPage",
                    assign({ sessionNotice: { kind: "unauthorized" } }),
                  ],
                },
              },
              states: {
                role: {
                  initial: "routing",
                  states: {
                    routing: {
                      always: [{ guard: "isTrial", target: "trial" }, { guard: "isAgent", target: "agent" }, { target: "member" }],
                    },
                    member: {},
                    trial: {},
                    agent: {},
                  },
                },
                inbox: {
                  initial: "checking",
                  states: {
                    checking: { always: [{ guard: "isTrial", target: "notFetched" }, { target: "loading" }] },
                    notFetched: {},
                    loading: {
                      invoke: {
                        id: "fetchUnreadCount",
                        src: "fetchUnreadCount",
                        onDone: { target: "loaded", actions: assign({ unreadCount: ({ event }) => event.output }) },
                        onError: { target: "failed" },
                      },
                      // A change during the fetch may not be in its answer: ask again.
                      on: { "INBOX.REFRESH": { target: "loading", reenter: true } },
                    },
                    loaded: { on: { "INBOX.REFRESH": "loading" } },
                    failed: { on: { "INBOX.REFRESH": "loading" } },
                  },
                },
                passwordChange: {
                  initial: "closed",
                  states: {
                    closed: { on: { "PASSWORD.OPEN": { guard: "isNotTrial", target: "open" } } },
                    open: {
                      invoke: {
                        id: "changePassword",
                        systemId: "changePassword",
                        src: "changePassword",
                        input: ({ context }) => ({ forced: false, username: context.member?.userName ?? "" }),
                        onDone: [
                          { guard: "changedAndSignedIn", target: "#app.running.session.restoring", actions: ["acceptSignIn", { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) }] },
                          {
                            guard: "changedButSignedOut",
                            target: "#app.running.session.guest",
                            actions: ["clearSession", "forgetToken", assign({ sessionNotice: { kind: "server", errorCode: "PASSWORD_RESET_LOGIN_AGAIN" } })],
                          },
                          { target: "closed" },
                        ],
                        onError: { target: "closed" },
                      },
                    },
                  },
                },
                realAccountPrompt: {
                  initial: "hidden",
                  states: {
                    hidden: { on: { "REAL_ACCOUNT.REQUIRED": { guard: "isTrial", target: "shown" } } },
                    shown: {
                      on: {
                        "REAL_ACCOUNT.CLOSE": "hidden",
                        // Registering ends the trial session: the form belongs to a guest.
                        "REAL_ACCOUNT.REGISTER": {
                          target: "#app.running.session.guest",
                          actions: ["clearSession", "forgetToken", { type: "navigate", params: { to: "/register" } }],
                        },
                      },
                    },
                  },
                },
                logout: {
                  initial: "idle",
                  states: {
                    idle: { on: { "LOGOUT.REQUEST": "confirming" } },
                    confirming: {
                      on: {
                        "LOGOUT.CANCEL": "idle",
                        "LOGOUT.CONFIRM": "#app.running.session.loggingOut",
                      },
                    },
                  },
                },
              },
            },
            loggingOut: {
              invoke: {
                id: "logout",
                src: "logout",
                onDone: { target: "guest", actions: ["clearSession", "forgetToken", { type: "navigate", params: { to: "/" } }] },
                // The session ends on this device even when the server could not be told.
                onError: { target: "guest", actions: ["clearSession", "forgetToken", { type: "navigate", params: { to: "/" } }] },
              },
            },
          },
        },
      },
    },
  },
});

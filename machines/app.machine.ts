import { assign, sendTo, setup } from "xstate";
import type { Country, DomainRoute, ErrorInfo, Flags, Language, LoginAnswer, MemberInfo, MemberRole, SocialProvider, SystemStatus } from "../contract";
import { missionCountMachine } from "./mission-count.machine";
import { realityCheckMachine } from "./reality-check.machine";
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
      realityCheck: "realityCheck";
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
    realityCheck: realityCheckMachine,
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
  description:
    "The whole site: it checks whether the site is open (or in maintenance, or blocked in the visitor's region), then looks after who is signed in — visitor, trial player, member or agent — and opens the login, registration, password and trial flows.",
  meta: {
    spec: ["2 Screens and routes › Root states", "4 States and transitions", "6 Roles and permissions", "7 Calls › Authentication and member"],
    screen: "Whole site (every page)",
  },
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
      description: "The visitor picks a language (Thai or English); the choice is remembered.",
      actions: [
        assign({ language: ({ event }) => event.language }),
        { type: "applyLanguage", params: ({ event }) => ({ language: event.language }) },
      ],
    },
    "CUSTOMER_SERVICE.OPEN": {
      description: "The visitor presses customer service: the chat opens in a small window of its own.",
      actions: {
        type: "openCustomerService",
        params: ({ context }) => ({ url: context.system?.status.info.customerService[0]?.url }),
      },
    },
  },
  states: {
    booting: {
      description: "The site is starting: it asks the server whether it is open and which features are switched on.",
      invoke: {
        id: "loadSystem",
        src: "loadSystem",
        onDone: [
          { guard: "isMaintenance", target: "maintenance", description: "The site is under maintenance (this wins over a region block).", actions: "keepSystem" },
          { guard: "isRegionBlocked", target: "regionBlocked", description: "Visitors from this location or IP are not allowed.", actions: "keepSystem" },
          { guard: "isRunning", target: "running", description: "The site is open: the pages are shown.", actions: "keepSystem" },
          {
            target: "bootFailed",
            description: "The server answered with a status the site does not know: “Unknown error” with a retry.",
            actions: [assign({ bootError: { kind: "malformed", errorCode: "UNKNOWN_SYSTEM_STATUS" } })],
          },
        ],
        onError: [
          { guard: "isDomainRejected", target: "invalidDomain", description: "The server does not recognise this web address.", actions: "keepBootError" },
          { target: "bootFailed", description: "The server could not be reached or failed.", actions: "keepBootError" },
        ],
      },
    },
    bootFailed: {
      description: "The site could not start (network or server trouble); a message and a retry button are shown.",
      on: { RETRY: { target: "booting", description: "The visitor tries again." } },
    },
    invalidDomain: {
      description: "The web address is not recognised by the server: “invalid URL, contact customer service”, with a retry.",
      meta: { spec: ["8 Error catalogue"], screen: "Invalid domain page" },
      on: { RETRY: { target: "booting", description: "The visitor tries again." } },
    },
    maintenance: {
      description: "The site is under maintenance: the maintenance page shows the end time (when set) and customer service.",
      meta: { spec: ["2 Screens and routes › Root states", "2 Screens and routes › Other screens named in text"], screen: "Maintenance page" },
      on: { RETRY: { target: "booting", description: "The visitor refreshes to see whether maintenance is over." } },
    },
    regionBlocked: {
      description: "Access from the visitor's location or IP is restricted: the blocked page shows their IP and customer service.",
      meta: { spec: ["2 Screens and routes › Root states", "8 Error catalogue"], screen: "Region-blocked page" },
      on: { RETRY: { target: "booting", description: "The visitor tries again." } },
    },
    running: {
      description: "The site is open: pages, notices and the game lobby are available, and the visitor's session is looked after.",
      invoke: [
        {
          id: "notices",
          systemId: "notices",
          src: "notices",
          input: ({ context }) => ({ dismissedPopups: context.dismissedPopups }),
        },
        { id: "lobby", systemId: "lobby", src: "lobby" },
        {
          id: "loadCountries",
          src: "loadCountries",
          onDone: { description: "The country dialing codes arrive (for mobile number fields).", actions: assign({ countries: ({ event }) => event.output }) },
        },
      ],
      on: {
        "SYSTEM.MAINTENANCE_DETECTED": { target: "booting", description: "A call found the site has gone into maintenance: the site checks its status again." },
        "LANGUAGE.SET": {
          description: "The visitor picks a language; notices are reloaded in that language.",
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
          description: "Who is using the site: a visitor, or a signed-in trial player, member or agent.",
          meta: { spec: ["4 States and transitions", "6 Roles and permissions"] },
          on: { "SESSION.NOTICE_SEEN": { description: "The visitor closes a session message (such as “please log in again”).", actions: assign({ sessionNotice: undefined }) } },
          states: {
            checking: {
              description: "Is a sign-in kept from earlier in this browser tab?",
              always: [
                { guard: "hasStoredToken", target: "restoring", description: "Yes: the site checks it with the server." },
                { target: "guest", description: "No: the visitor browses as a guest." },
              ],
            },
            restoring: {
              description: "Waiting for the server to say who is signed in (member information).",
              invoke: {
                id: "restoreSession",
                src: "restoreSession",
                onDone: [
                  {
                    guard: "isAgentLoginByNonAgent",
                    target: "loggingOut",
                    description: "Someone who is not an agent signed in on the agent login page: “Non-agents cannot log in”, and they are signed out.",
                    actions: assign({ afterLogin: undefined, sessionNotice: { kind: "server", errorCode: "NON_AGENT" } }),
                  },
                  {
                    guard: "hasKnownRole",
                    target: "signedIn",
                    description: "Signed in; after a fresh sign-in the player goes to the home page (agents from the agent login page to the agent home).",
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
                    description: "The account is of a kind the site does not know: the player is signed out with a message.",
                    actions: ["clearSession", "forgetToken", assign({ sessionNotice: { kind: "malformed", errorCode: "UNKNOWN_MEMBER_TYPE" } })],
                  },
                ],
                onError: [
                  {
                    guard: "isUnauthorized",
                    target: "guest",
                    description: "The kept sign-in has expired (or was never valid): the visitor is a guest again and is told “you are not logged in, please log in”.",
                    actions: ["clearSession", "forgetToken", assign({ sessionNotice: { kind: "unauthorized" } })],
                  },
                  { target: "restoreFailed", description: "The server could not be reached: a message with a retry.", actions: assign({ sessionNotice: ({ event }) => errorOf(event) }) },
                ],
              },
            },
            restoreFailed: {
              description: "The site could not check who is signed in (network or server trouble); the player can retry.",
              on: { RETRY: { target: "restoring", description: "The player tries again.", actions: assign({ sessionNotice: undefined }) } },
            },
            guest: {
              description: "A visitor who is not signed in: they can browse, try games for free, log in, register or recover a password.",
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
                    description: "The login form succeeded: the sign-in is kept (and the username remembered when asked).",
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
                  onError: {
                    target: "guest",
                    reenter: true,
                    description: "The login form broke unexpectedly: “Unknown error”, and a fresh form is offered.",
                    actions: assign({ sessionNotice: { kind: "unknown" } }),
                  },
                },
              ],
              on: {
                "SESSION.SIGNED_IN": { target: "restoring", description: "A sign-in made outside the login form now holds a token: the site checks who it is.", actions: assign({ hasStoredToken: true }) },
                "FREEPLAY.START": { guard: "freePlayEnabled", target: "startingTrial", description: "The visitor starts a free trial account (only where the site offers free play)." },
              },
              initial: "idle",
              states: {
                idle: {
                  description: "The visitor is browsing; no registration or password-recovery form is open.",
                  on: {
                    "RECOVERY.OPEN": { target: "recovering", description: "The visitor presses “forgot password”." },
                    "REGISTER.OPEN": { target: "registering", description: "The visitor opens the registration form." },
                  },
                  initial: "quiet",
                  states: {
                    quiet: {
                      description: "Nothing asks the visitor to log in.",
                      on: { "LOGIN.REQUIRED": { target: "loginAsked", description: "The visitor tried something that needs an account (for example real play or a favourite): the login popup opens." } },
                    },
                    /** The login popup over the current page, opened by an action that needs a member. */
                    loginAsked: {
                      description: "The login popup is open over the current page because an action needs an account.",
                      meta: { screen: "Login popup" },
                      on: { "LOGIN.POPUP_CLOSE": { target: "quiet", description: "The visitor closes the login popup." } },
                    },
                  },
                },
                recovering: {
                  description: "The forgot-password dialog is open.",
                  meta: { spec: ["4 States and transitions", "5 Validation rules"], screen: "Forgot password dialog" },
                  invoke: {
                    id: "forgotPassword",
                    systemId: "forgotPassword",
                    src: "forgotPassword",
                    input: ({ context }) => ({ countryDialingCode: dialingCodeOf(context) }),
                    onDone: [
                      {
                        guard: "recoveredWithLogin",
                        target: "#app.running.session.restoring",
                        description: "The password was reset by phone, which signs the player in.",
                        actions: ["acceptSignIn", { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) }],
                      },
                      { target: "idle", description: "The dialog was closed (or the e-mail was sent): back to browsing." },
                    ],
                    onError: { target: "idle", description: "The dialog broke unexpectedly: back to browsing." },
                  },
                },
                registering: {
                  description: "The registration form is open.",
                  meta: { spec: ["2 Screens and routes › Registration form (registerModal)", "4 States and transitions", "5 Validation rules"], screen: "Registration form" },
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
                        description: "The new account was created and is signed in.",
                        actions: [
                          "acceptSignIn",
                          { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) },
                          // A social sign-up may answer for an account's first login.
                          { type: "announceFirstLogin", params: ({ event }) => ({ firstTimeLogin: signInAnswerOf(event).firstTimeLogin }) },
                        ],
                      },
                      { target: "idle", description: "The form was closed without registering." },
                    ],
                    onError: { target: "idle", description: "The form broke unexpectedly: back to browsing." },
                  },
                },
              },
            },
            signingIn: {
              description: "Just signed in: does the password have to be changed first?",
              always: [
                {
                  guard: "mustChangePassword",
                  target: "forcedPasswordChange",
                  description: "First login or an expired password (with the password policy on, and not an SMS login): the player must change the password.",
                },
                { target: "restoring", description: "No change needed: the site loads the member's details." },
              ],
            },
            forcedPasswordChange: {
              description: "The player must change the password before using the site (first login or expired password).",
              meta: { spec: ["4 States and transitions", "7 Calls › Authentication and member"], screen: "Change password dialog (forced)" },
              invoke: {
                id: "changePassword",
                systemId: "changePassword",
                src: "changePassword",
                input: ({ context }) => ({ forced: true, username: context.afterLogin?.username ?? "" }),
                onDone: [
                  {
                    guard: "changedAndSignedIn",
                    target: "restoring",
                    description: "The password was changed and the player is signed in with it.",
                    actions: ["acceptSignIn", { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) }],
                  },
                  {
                    target: "guest",
                    description: "The password was changed but the player must log in again with it: they are signed out with that message.",
                    actions: ["clearSession", "forgetToken", assign({ afterLogin: undefined, sessionNotice: { kind: "server", errorCode: "PASSWORD_RESET_LOGIN_AGAIN" } })],
                  },
                ],
                onError: { target: "guest", description: "The change could not finish: the player is signed out.", actions: ["clearSession", "forgetToken", assign({ afterLogin: undefined })] },
              },
              on: {
                "SESSION.EXPIRED": {
                  target: "guest",
                  description: "The sign-in expired while changing the password: the player is signed out and asked to log in.",
                  actions: ["clearSession", "forgetToken", assign({ afterLogin: undefined, sessionNotice: { kind: "unauthorized" } })],
                },
              },
            },
            startingTrial: {
              description: "Waiting for the server to create a free trial account.",
              meta: { spec: ["6 Roles and permissions", "7 Calls › Authentication and member"] },
              invoke: {
                id: "freePlay",
                systemId: "freePlay",
                src: "freePlay",
                onDone: [
                  {
                    guard: "trialStarted",
                    target: "restoring",
                    description: "The trial account was created and is signed in.",
                    actions: ["acceptSignIn", { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) }],
                  },
                  { target: "guest", description: "No trial account was made (refused or closed): still a visitor." },
                ],
                onError: { target: "guest", description: "The trial could not start: still a visitor." },
              },
            },
            signedIn: {
              type: "parallel",
              description: "A trial player, member or agent is signed in: balance, favourites, games, missions and messages are available.",
              invoke: [
                { id: "balance", systemId: "balance", src: "balance" },
                { id: "favourites", systemId: "favourites", src: "favourites" },
                { id: "launch", systemId: "launch", src: "launch", input: ({ context }) => ({ trial: context.role === "trial" }) },
                { id: "missionCount", systemId: "missionCount", src: "missionCount", input: ({ context }) => ({ trial: context.role === "trial" }) },
                { id: "realityCheck", systemId: "realityCheck", src: "realityCheck", input: ({ context }) => ({ trial: context.role === "trial" }) },
              ],
              on: {
                "MEMBER.UPDATED": { description: "The member's details changed (for example a new nickname) and are shown.", actions: assign({ member: ({ event }) => event.member }) },
                "SESSION.EXPIRED": {
                  target: "guest",
                  description: "The server says the sign-in is no longer valid: the player is signed out, leaves pages that need an account and is asked to log in.",
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
                  description: "What kind of account is signed in; it decides which menus and pages are offered.",
                  meta: { spec: ["6 Roles and permissions"] },
                  states: {
                    routing: {
                      description: "Sorting the account by its type.",
                      always: [
                        { guard: "isTrial", target: "trial", description: "A trial (free-play) account." },
                        { guard: "isAgent", target: "agent", description: "An agent account." },
                        { target: "member", description: "Any other real account: a member." },
                      ],
                    },
                    member: { description: "A member: member centre, games and favourites." },
                    trial: { description: "A trial account: it can play, but account features ask for a real account." },
                    agent: { description: "An agent: everything a member has, plus the agent centre and contracts." },
                  },
                },
                inbox: {
                  initial: "checking",
                  description: "The count of unread messages shown on the header's message entry.",
                  meta: { spec: ["2 Screens and routes › Header and footer", "7 Calls › Other"] },
                  states: {
                    checking: {
                      description: "Trial accounts have no messages; others fetch the count.",
                      always: [
                        { guard: "isTrial", target: "notFetched", description: "A trial account: the count is not fetched." },
                        { target: "loading", description: "A real account: the count is fetched." },
                      ],
                    },
                    notFetched: { description: "Trial account: no unread count is shown." },
                    loading: {
                      description: "Fetching the number of unread messages.",
                      invoke: {
                        id: "fetchUnreadCount",
                        src: "fetchUnreadCount",
                        onDone: { target: "loaded", description: "The count arrived and is shown.", actions: assign({ unreadCount: ({ event }) => event.output }) },
                        onError: { target: "failed", description: "The count could not be fetched." },
                      },
                      // A change during the fetch may not be in its answer: ask again.
                      on: { "INBOX.REFRESH": { target: "loading", reenter: true, description: "A message was read meanwhile: the count is asked for again." } },
                    },
                    loaded: {
                      description: "The unread count is shown.",
                      on: { "INBOX.REFRESH": { target: "loading", description: "A message was read or arrived: the count is fetched again." } },
                    },
                    failed: {
                      description: "The unread count could not be fetched; it is tried again on the next change.",
                      on: { "INBOX.REFRESH": { target: "loading", description: "The count is tried again." } },
                    },
                  },
                },
                passwordChange: {
                  initial: "closed",
                  description: "The change-password dialog a signed-in player opens from the account menu.",
                  meta: { spec: ["4 States and transitions", "5 Validation rules", "7 Calls › Authentication and member"], screen: "Change password dialog" },
                  states: {
                    closed: {
                      description: "The change-password dialog is closed.",
                      on: { "PASSWORD.OPEN": { guard: "isNotTrial", target: "open", description: "The player opens “change password” (not offered to trial accounts)." } },
                    },
                    open: {
                      description: "The change-password dialog is open.",
                      invoke: {
                        id: "changePassword",
                        systemId: "changePassword",
                        src: "changePassword",
                        input: ({ context }) => ({ forced: false, username: context.member?.userName ?? "" }),
                        onDone: [
                          {
                            guard: "changedAndSignedIn",
                            target: "#app.running.session.restoring",
                            description: "The password was changed and the player is signed in again with it.",
                            actions: ["acceptSignIn", { type: "storeToken", params: ({ event }) => ({ token: signInAnswerOf(event).token }) }],
                          },
                          {
                            guard: "changedButSignedOut",
                            target: "#app.running.session.guest",
                            description: "The password was changed; the player must log in again with the new one.",
                            actions: ["clearSession", "forgetToken", assign({ sessionNotice: { kind: "server", errorCode: "PASSWORD_RESET_LOGIN_AGAIN" } })],
                          },
                          { target: "closed", description: "The player closed the dialog without changing the password." },
                        ],
                        onError: { target: "closed", description: "The dialog broke unexpectedly and closes." },
                      },
                    },
                  },
                },
                realAccountPrompt: {
                  initial: "hidden",
                  description: "The “you need a real account” message shown to trial players who try a real-account feature.",
                  meta: { spec: ["6 Roles and permissions", "8 Error catalogue"], screen: "Real account needed dialog" },
                  states: {
                    hidden: {
                      description: "The message is not shown.",
                      on: { "REAL_ACCOUNT.REQUIRED": { guard: "isTrial", target: "shown", description: "A trial player tried something that needs a real account." } },
                    },
                    shown: {
                      description: "The trial player is told a real account is needed, with a button to register one.",
                      on: {
                        "REAL_ACCOUNT.CLOSE": { target: "hidden", description: "The player closes the message and keeps playing the trial." },
                        // Registering ends the trial session: the form belongs to a guest.
                        "REAL_ACCOUNT.REGISTER": {
                          target: "#app.running.session.guest",
                          description: "The player chooses to register: the trial session ends and the registration page opens.",
                          actions: ["clearSession", "forgetToken", { type: "navigate", params: { to: "/register" } }],
                        },
                      },
                    },
                  },
                },
                logout: {
                  initial: "idle",
                  description: "Logging out, which asks for confirmation first.",
                  meta: { screen: "Log out confirmation" },
                  states: {
                    idle: {
                      description: "No logout has been asked for.",
                      on: { "LOGOUT.REQUEST": { target: "confirming", description: "The player presses “log out”." } },
                    },
                    confirming: {
                      description: "The player is asked to confirm logging out.",
                      on: {
                        "LOGOUT.CANCEL": { target: "idle", description: "The player stays signed in." },
                        "LOGOUT.CONFIRM": { target: "#app.running.session.loggingOut", description: "The player confirms: the site logs out." },
                      },
                    },
                  },
                },
              },
            },
            loggingOut: {
              description: "Telling the server the player is logging out.",
              invoke: {
                id: "logout",
                src: "logout",
                onDone: { target: "guest", description: "Logged out: the session is cleared and the player goes to the home page.", actions: ["clearSession", "forgetToken", { type: "navigate", params: { to: "/" } }] },
                // The session ends on this device even when the server could not be told.
                onError: {
                  target: "guest",
                  description: "The server could not be told, but the player is logged out on this device anyway and goes to the home page.",
                  actions: ["clearSession", "forgetToken", { type: "navigate", params: { to: "/" } }],
                },
              },
            },
          },
        },
      },
    },
  },
});

import { assign, sendTo, setup } from "xstate";
import type { DomainRoute, ErrorInfo, Flags, Language, MemberInfo, MemberRole, SystemStatus } from "../src/contract";
import { balanceMachine } from "./balance.machine";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { noticesMachine } from "./notices.machine";
import type { RestoredSession } from "./session-role";

/** What booting loads: system status with the permission data, the merchant's domain route and the flattened flags. */
export interface SystemData {
  status: SystemStatus;
  domain: DomainRoute;
  flags: Flags;
}

export interface AppInput {
  language: Language;
  /** A session token is stored from an earlier visit (the app reads storage, the machine does not). */
  hasStoredToken: boolean;
  dismissedPopups: readonly string[];
}

export interface AppContext {
  language: Language;
  hasStoredToken: boolean;
  dismissedPopups: readonly string[];
  system?: SystemData;
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
  | { type: "CUSTOMER_SERVICE.OPEN" };

const SYSTEM_STATUS = { running: 0, maintenance: 1, regionBlocked: 2 } as const;

/** Named guards and actions see the machine's event union; these read an invoke's result out of it. */
const outputOf = <T>(event: unknown): T => (event as { output: T }).output;
const errorOf = (event: unknown): ErrorInfo => asErrorInfo((event as { error: unknown }).error);

/** The root of the client: system status, maintenance, region block, session, language and the flows it owns. */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    children: {} as {
      loadSystem: "loadSystem";
      restoreSession: "restoreSession";
      fetchUnreadCount: "fetchUnreadCount";
      logout: "logout";
      balance: "balance";
      notices: "notices";
    },
  },
  actors: {
    loadSystem: promiseNotProvided<SystemData>("loadSystem"),
    restoreSession: promiseNotProvided<RestoredSession>("restoreSession"),
    fetchUnreadCount: promiseNotProvided<number>("fetchUnreadCount"),
    logout: promiseNotProvided<void>("logout"),
    balance: balanceMachine,
    notices: noticesMachine,
  },
  actions: {
    keepSystem: assign({ system: ({ event }) => outputOf<SystemData>(event), bootError: undefined }),
    keepBootError: assign({ bootError: ({ event }) => errorOf(event) }),
    forgetToken: assign({ hasStoredToken: false }),
    forgetMember: assign({ member: undefined, role: undefined, unreadCount: 0 }),
    /** Stores the language (`lang`, `hisLang`) and switches the interface and the `Language` header. */
    applyLanguage: (_, _params: { language: Language }) => {},
    /** Clears session storage and the login and agent flags. */
    clearSession: () => {},
    navigate: (_, _params: { to: string }) => {},
    /** After a session ends under a page that needs login, go to /login. */
    leaveProtectedPage: () => {},
    /** Opens the first customer-service link in a 440 x 750 popup window (the app's default link when none is known yet). */
    openCustomerService: (_, _params: { url: string | undefined }) => {},
  },
  guards: {
    isMaintenance: ({ event }) => {
      const { status } = outputOf<SystemData>(event);
      return status.maintenance || status.status === SYSTEM_STATUS.maintenance;
    },
    isRegionBlocked: ({ event }) => {
      const { status } = outputOf<SystemData>(event);
      return status.regionRestriction || status.status === SYSTEM_STATUS.regionBlocked;
    },
    /** Any other status (7, say) is not guessed at: booting fails with "Unknown error" and a retry. */
    isRunning: ({ event }) => outputOf<SystemData>(event).status.status === SYSTEM_STATUS.running,
    isDomainRejected: ({ event }) => errorOf(event).errorCode === "DOMAIN_INVALID",
    hasStoredToken: ({ context }) => context.hasStoredToken,
    hasKnownRole: ({ event }) => outputOf<RestoredSession>(event).role !== undefined,
    isUnauthorized: ({ event }) => errorOf(event).kind === "unauthorized",
    isTrial: ({ context }) => context.role === "trial",
    isAgent: ({ context }) => context.role === "agent",
  },
}).createMachine({
  id: "app",
  context: ({ input }) => ({
    language: input.language,
    hasStoredToken: input.hasStoredToken,
    dismissedPopups: input.dismissedPopups,
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
      invoke: {
        id: "notices",
        systemId: "notices",
        src: "notices",
        input: ({ context }) => ({ dismissedPopups: context.dismissedPopups }),
      },
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
                    guard: "hasKnownRole",
                    target: "signedIn",
                    actions: assign({ member: ({ event }) => event.output.member, role: ({ event }) => event.output.role }),
                  },
                  {
                    target: "guest",
                    actions: ["clearSession", assign({ sessionNotice: { kind: "malformed", errorCode: "UNKNOWN_MEMBER_TYPE" } })],
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
              on: { "SESSION.SIGNED_IN": { target: "restoring", actions: assign({ hasStoredToken: true }) } },
            },
            signedIn: {
              type: "parallel",
              invoke: { id: "balance", systemId: "balance", src: "balance" },
              on: {
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
                    },
                    loaded: {},
                    failed: {},
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

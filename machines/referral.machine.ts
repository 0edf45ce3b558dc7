import { assign, setup } from "xstate";
import type { ErrorInfo, ReferralInfo } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

/** What a share ended as: the share sheet was used, the browser had none so the link was copied, or it was closed. */
export type ShareOutcome = "shared" | "copied" | "cancelled";
export type CopyWhat = "link" | "code";

export interface ReferralContext {
  /** The registration page's address on this site (the app gives it); the link adds `?referralCode=`. */
  registerUrl: string;
  pageNo: number;
  info?: ReferralInfo;
  link?: string;
  /** What the last copy was of (a share without a share sheet copies the link). */
  copyWhat?: CopyWhat;
  error?: ErrorInfo;
}

export type ReferralEvent =
  | { type: "PAGE.SET"; pageNo: number }
  | { type: "REFERRAL.RETRY" }
  | { type: "LINK.COPY"; what: CopyWhat }
  | { type: "LINK.SHARE" };

/** Idle or after an outcome, a new copy or share starts (one in flight ignores another). */
const OFFER = {
  "LINK.COPY": { target: "copying", actions: "rememberCopy" },
  "LINK.SHARE": { target: "sharing" },
} as const;

/** Invite friends: the member's code and link (copy, share), and the friends who registered with it, paged. */
export const referralMachine = setup({
  types: { context: {} as ReferralContext, events: {} as ReferralEvent, input: {} as { registerUrl: string } },
  actors: {
    fetchReferral: promiseNotProvided<ReferralInfo, { pageNo: number }>("fetchReferral"),
    copyText: promiseNotProvided<void, { text: string }>("copyText"),
    shareLink: promiseNotProvided<ShareOutcome, { url: string }>("shareLink"),
  },
  actions: {
    rememberCopy: assign({ copyWhat: ({ event }) => (event.type === "LINK.COPY" ? event.what : undefined) }),
  },
}).createMachine({
  id: "referral",
  context: ({ input }) => ({ registerUrl: input.registerUrl, pageNo: 1 }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchReferral",
        src: "fetchReferral",
        input: ({ context }) => ({ pageNo: context.pageNo }),
        onDone: {
          target: "ready",
          actions: assign({
            info: ({ event }) => event.output,
            link: ({ context, event }) => `${context.registerUrl}?referralCode=${encodeURIComponent(event.output.code)}`,
            error: undefined,
          }),
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { "REFERRAL.RETRY": "loading" } },
    ready: {
      initial: "idle",
      on: {
        "PAGE.SET": { target: "loading", actions: assign({ pageNo: ({ event }) => Math.max(1, event.pageNo), copyWhat: undefined }) },
      },
      states: {
        idle: { on: OFFER },
        copying: {
          invoke: {
            id: "copyText",
            src: "copyText",
            input: ({ context }) => ({ text: context.copyWhat === "code" ? (context.info?.code ?? "") : (context.link ?? "") }),
            onDone: "copied",
            onError: "copyFailed",
          },
        },
        sharing: {
          invoke: {
            id: "shareLink",
            src: "shareLink",
            input: ({ context }) => ({ url: context.link ?? "" }),
            onDone: [
              { guard: ({ event }) => event.output === "shared", target: "shared" },
              { guard: ({ event }) => event.output === "copied", target: "copied", actions: assign({ copyWhat: "link" }) },
              { target: "idle" },
            ],
            onError: "copyFailed",
          },
        },
        copied: { on: OFFER },
        shared: { on: OFFER },
        copyFailed: { on: OFFER },
      },
    },
  },
});

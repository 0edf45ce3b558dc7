import { assign, setup } from "xstate";
import type { ErrorInfo, ReferralInfo } from "../contract";
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
  "LINK.COPY": { target: "copying", description: "The member copies their code or their invitation link.", actions: "rememberCopy" },
  "LINK.SHARE": { target: "sharing", description: "The member shares their invitation link." },
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
  description: "Invite friends: the member's invitation code and link (to copy or share), and the friends who registered with it, page by page.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "2 Screens and routes › Registration form (registerModal)"], screen: "Member centre: invite friends (referral)" },
  context: ({ input }) => ({ registerUrl: input.registerUrl, pageNo: 1 }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the member's code and a page of invited friends.",
      invoke: {
        id: "fetchReferral",
        src: "fetchReferral",
        input: ({ context }) => ({ pageNo: context.pageNo }),
        onDone: {
          target: "ready",
          description: "The code, the link (the registration page with the code filled in) and the friends are shown.",
          actions: assign({
            info: ({ event }) => event.output,
            link: ({ context, event }) => `${context.registerUrl}?referralCode=${encodeURIComponent(event.output.code)}`,
            error: undefined,
          }),
        },
        onError: { target: "failed", description: "The page could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The page could not be loaded; the member can retry.", on: { "REFERRAL.RETRY": { target: "loading", description: "The member tries again." } } },
    ready: {
      initial: "idle",
      description: "The code, the link and the invited friends are shown.",
      on: {
        "PAGE.SET": { target: "loading", description: "The member goes to another page of friends.", actions: assign({ pageNo: ({ event }) => Math.max(1, event.pageNo), copyWhat: undefined }) },
      },
      states: {
        idle: { description: "Nothing copied or shared yet.", on: OFFER },
        copying: {
          description: "Copying the code or link to the clipboard.",
          invoke: {
            id: "copyText",
            src: "copyText",
            input: ({ context }) => ({ text: context.copyWhat === "code" ? (context.info?.code ?? "") : (context.link ?? "") }),
            onDone: { target: "copied", description: "Copied." },
            onError: { target: "copyFailed", description: "The browser would not copy." },
          },
        },
        sharing: {
          description: "The device's share sheet is open with the link.",
          invoke: {
            id: "shareLink",
            src: "shareLink",
            input: ({ context }) => ({ url: context.link ?? "" }),
            onDone: [
              { guard: ({ event }) => event.output === "shared", target: "shared", description: "The link was shared." },
              { guard: ({ event }) => event.output === "copied", target: "copied", description: "The browser cannot share, so the link was copied instead.", actions: assign({ copyWhat: "link" }) },
              { target: "idle", description: "The member closed the share sheet." },
            ],
            onError: { target: "copyFailed", description: "Neither sharing nor copying worked." },
          },
        },
        copied: { description: "“Copied” is shown.", on: OFFER },
        shared: { description: "“Shared” is shown.", on: OFFER },
        copyFailed: { description: "Copying failed; the member is asked to copy by hand.", on: OFFER },
      },
    },
  },
});

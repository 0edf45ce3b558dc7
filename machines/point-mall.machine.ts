import { assign, setup } from "xstate";
import type {
  ConvertAnswer,
  ErrorInfo,
  PointBalance,
  PointConfig,
  PointMovement,
  PointReward,
  PointType,
  RedeemAnswer,
  RedeemRow,
} from "../src/contract";
import { submissionKey } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type MallRole = "guest" | "member" | "trial";

/** What the page shows: the public part for everyone, the member's points, redemptions and movements when signed in. */
export interface MallData {
  config: PointConfig;
  rewards: PointReward[];
  member?: { balances: PointBalance["balances"]; history: RedeemRow[]; movements: PointMovement[] };
}

export type MallProblem = "passwordEmpty" | "pointsInvalid" | "pointsBelowMinimum" | "pointsInsufficient" | "outOfStock";

export interface PointMallContext {
  keyPrefix: string;
  submission: number;
  role: MallRole;
  data?: MallData;
  rewardId?: string;
  pointType: PointType;
  pointsText: string;
  password: string;
  problem?: MallProblem;
  error?: ErrorInfo;
  redeemed?: RedeemAnswer;
  converted?: ConvertAnswer;
}

export type PointMallEvent =
  | { type: "MALL.RETRY" }
  /** The visitor's "Log in" or the trial account's "Get a real account" on the page. */
  | { type: "ACCOUNT.ASK" }
  | { type: "REDEEM.OPEN"; rewardId: string }
  | { type: "CONVERT.OPEN" }
  | { type: "DIALOG.CLOSE" }
  | { type: "PASSWORD.CHANGE"; text: string }
  | { type: "POINT_TYPE.CHANGE"; pointType: PointType }
  | { type: "POINTS.CHANGE"; text: string }
  | { type: "REDEEM.SUBMIT" }
  | { type: "CONVERT.SUBMIT" };

const held = (c: PointMallContext, type: PointType) => c.data?.member?.balances.find((b) => b.type === type)?.points ?? 0;
const rewardOf = (c: PointMallContext) => c.data?.rewards.find((r) => r.id === c.rewardId);
const POINTS_PATTERN = /^[1-9]\d{0,8}$/;

function redeemProblem(c: PointMallContext): MallProblem | undefined {
  const reward = rewardOf(c);
  if (!reward || reward.stock <= 0) return "outOfStock";
  if (held(c, reward.pointType) < reward.cost) return "pointsInsufficient";
  if (c.password === "") return "passwordEmpty";
  return undefined;
}

function convertProblem(c: PointMallContext): MallProblem | undefined {
  const text = c.pointsText.trim();
  if (!POINTS_PATTERN.test(text)) return "pointsInvalid";
  const points = Number(text);
  if (points < (c.data?.config.minConvertPoints ?? 1)) return "pointsBelowMinimum";
  if (points > held(c, c.pointType)) return "pointsInsufficient";
  if (c.password === "") return "passwordEmpty";
  return undefined;
}

/**
 * The points mall (/pointMall): rewards and earning rules for everyone; a member's points by type, redemption history
 * and point movements; redeeming a reward and converting points to money, both with the login password. A visitor's
 * actions ask to log in, a trial account's ask for a real account.
 */
export const pointMallMachine = setup({
  types: {
    context: {} as PointMallContext,
    events: {} as PointMallEvent,
    input: {} as { keyPrefix: string; role: MallRole },
  },
  actors: {
    loadMall: promiseNotProvided<MallData, { signedIn: boolean }>("loadMall"),
    redeemReward: promiseNotProvided<RedeemAnswer, { rewardId: string; password: string; key: string }>("redeemReward"),
    convertPoints: promiseNotProvided<ConvertAnswer, { pointType: PointType; points: number; password: string; key: string }>("convertPoints"),
  },
  actions: {
    askLogin: () => {},
    askRealAccount: () => {},
    balanceChanged: () => {},
    /** A new Idempotency-Key number for every edit (README "Idempotency"). */
    edited: assign(({ context }) => ({ submission: context.submission + 1, problem: undefined, error: undefined })),
  },
  guards: {
    isGuest: ({ context }) => context.role === "guest",
    isTrial: ({ context }) => context.role === "trial",
    canRedeem: ({ context }) => redeemProblem(context) === undefined,
    canConvert: ({ context }) => convertProblem(context) === undefined,
  },
}).createMachine({
  id: "pointMall",
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, role: input.role, submission: 0, pointType: "live", pointsText: "", password: "" }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadMall",
        src: "loadMall",
        // A trial account sees the public part: points are for real accounts.
        input: ({ context }) => ({ signedIn: context.role === "member" }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { on: { "MALL.RETRY": "loading" } },
    ready: {
      on: {
        "ACCOUNT.ASK": [
          { guard: "isGuest", actions: "askLogin" },
          { guard: "isTrial", actions: "askRealAccount" },
        ],
        "REDEEM.OPEN": [
          { guard: "isGuest", actions: "askLogin" },
          { guard: "isTrial", actions: "askRealAccount" },
          { target: "redeem", actions: [assign({ rewardId: ({ event }) => event.rewardId, password: "", redeemed: undefined }), "edited"] },
        ],
        "CONVERT.OPEN": [
          { guard: "isGuest", actions: "askLogin" },
          { guard: "isTrial", actions: "askRealAccount" },
          { target: "convert", actions: [assign({ pointsText: "", password: "", converted: undefined }), "edited"] },
        ],
      },
    },
    redeem: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "PASSWORD.CHANGE": { actions: [assign({ password: ({ event }) => event.text }), "edited"] },
            "REDEEM.SUBMIT": [{ guard: "canRedeem", target: "submitting" }, { actions: assign({ problem: ({ context }) => redeemProblem(context) }) }],
            "DIALOG.CLOSE": { target: "#pointMall.ready", actions: assign({ password: "", problem: undefined, error: undefined }) },
          },
        },
        submitting: {
          invoke: {
            id: "redeemReward",
            src: "redeemReward",
            input: ({ context }) => ({ rewardId: context.rewardId ?? "", password: context.password, key: submissionKey(context.keyPrefix, context.submission) }),
            onDone: { target: "done", actions: assign({ redeemed: ({ event }) => event.output, password: "" }) },
            onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        done: { on: { "DIALOG.CLOSE": "#pointMall.loading" } },
      },
    },
    convert: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "POINT_TYPE.CHANGE": { actions: [assign({ pointType: ({ event }) => event.pointType }), "edited"] },
            "POINTS.CHANGE": { actions: [assign({ pointsText: ({ event }) => event.text }), "edited"] },
            "PASSWORD.CHANGE": { actions: [assign({ password: ({ event }) => event.text }), "edited"] },
            "CONVERT.SUBMIT": [{ guard: "canConvert", target: "submitting" }, { actions: assign({ problem: ({ context }) => convertProblem(context) }) }],
            "DIALOG.CLOSE": { target: "#pointMall.ready", actions: assign({ password: "", problem: undefined, error: undefined }) },
          },
        },
        submitting: {
          invoke: {
            id: "convertPoints",
            src: "convertPoints",
            input: ({ context }) => ({
              pointType: context.pointType,
              points: Number(context.pointsText.trim()),
              password: context.password,
              key: submissionKey(context.keyPrefix, context.submission),
            }),
            onDone: { target: "done", actions: [assign({ converted: ({ event }) => event.output, password: "" }), "balanceChanged"] },
            onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        done: { on: { "DIALOG.CLOSE": "#pointMall.loading" } },
      },
    },
  },
});

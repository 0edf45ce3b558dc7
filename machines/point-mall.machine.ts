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
} from "../contract";
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
    /** A new Idempotency-Key number for every edit (docs/features.md "Idempotency"). */
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
  description: "The points mall: rewards and how points are earned, for everyone; for a member, their points by type, redemption history and point movements, plus redeeming a reward or converting points to money, both confirmed with the login password. Points never expire. A visitor is asked to log in and a trial player to open a real account.",
  meta: { spec: ["1 What the product does and for whom", "2 Screens and routes › Routes", "7 Calls › Points", "4 States and transitions", "6 Roles and permissions"], screen: "Points mall page (/pointMall)" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, role: input.role, submission: 0, pointType: "live", pointsText: "", password: "" }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the rewards and rules, and for a member their points and history.",
      invoke: {
        id: "loadMall",
        src: "loadMall",
        // A trial account sees the public part: points are for real accounts.
        input: ({ context }) => ({ signedIn: context.role === "member" }),
        onDone: { target: "ready", description: "The mall is shown.", actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: { target: "loadFailed", description: "The mall could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { description: "The points mall could not be loaded; the visitor can retry.", on: { "MALL.RETRY": { target: "loading", description: "The visitor tries again." } } },
    ready: {
      description: "The rewards, rules and (for a member) points and history are shown.",
      on: {
        "ACCOUNT.ASK": [
          { guard: "isGuest", description: "A visitor presses a member-only part: they are asked to log in.", actions: "askLogin" },
          { guard: "isTrial", description: "A trial player presses a member-only part: they are told a real account is needed.", actions: "askRealAccount" },
        ],
        "REDEEM.OPEN": [
          { guard: "isGuest", description: "A visitor wants to redeem: they are asked to log in.", actions: "askLogin" },
          { guard: "isTrial", description: "A trial player wants to redeem: they are told a real account is needed.", actions: "askRealAccount" },
          { target: "redeem", description: "A member opens the redeem dialog for a reward.", actions: [assign({ rewardId: ({ event }) => event.rewardId, password: "", redeemed: undefined }), "edited"] },
        ],
        "CONVERT.OPEN": [
          { guard: "isGuest", description: "A visitor wants to convert points: they are asked to log in.", actions: "askLogin" },
          { guard: "isTrial", description: "A trial player wants to convert points: they are told a real account is needed.", actions: "askRealAccount" },
          { target: "convert", description: "A member opens the convert-points dialog.", actions: [assign({ pointsText: "", password: "", converted: undefined }), "edited"] },
        ],
      },
    },
    redeem: {
      initial: "editing",
      description: "The redeem dialog for one reward.",
      meta: { screen: "Redeem reward dialog" },
      states: {
        editing: {
          description: "The member confirms with their login password.",
          on: {
            "PASSWORD.CHANGE": { description: "The member types the password.", actions: [assign({ password: ({ event }) => event.text }), "edited"] },
            "REDEEM.SUBMIT": [
              { guard: "canRedeem", target: "submitting", description: "Enough points and a password given: the redemption is sent." },
              { description: "Not enough points or no password: the dialog says why.", actions: assign({ problem: ({ context }) => redeemProblem(context) }) },
            ],
            "DIALOG.CLOSE": { target: "#pointMall.ready", description: "The member closes the dialog without redeeming.", actions: assign({ password: "", problem: undefined, error: undefined }) },
          },
        },
        submitting: {
          description: "Waiting for the server to check the password and redeem the reward (sending again after no answer cannot redeem twice).",
          invoke: {
            id: "redeemReward",
            src: "redeemReward",
            input: ({ context }) => ({ rewardId: context.rewardId ?? "", password: context.password, key: submissionKey(context.keyPrefix, context.submission) }),
            onDone: { target: "done", description: "Redeemed: a success message shows, and the redemption joins the history with its status (in process, approved or rejected).", actions: assign({ redeemed: ({ event }) => event.output, password: "" }) },
            onError: { target: "editing", description: "Refused (for example a wrong password): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        done: { description: "The reward was redeemed.", on: { "DIALOG.CLOSE": { target: "#pointMall.loading", description: "The member closes the dialog: the mall reloads." } } },
      },
    },
    convert: {
      initial: "editing",
      description: "The dialog that converts points of one type to money.",
      meta: { screen: "Convert points dialog" },
      states: {
        editing: {
          description: "The member picks the point type, the number of points and confirms with their login password.",
          on: {
            "POINT_TYPE.CHANGE": { description: "The member picks a point type.", actions: [assign({ pointType: ({ event }) => event.pointType }), "edited"] },
            "POINTS.CHANGE": { description: "The member types the number of points.", actions: [assign({ pointsText: ({ event }) => event.text }), "edited"] },
            "PASSWORD.CHANGE": { description: "The member types the password.", actions: [assign({ password: ({ event }) => event.text }), "edited"] },
            "CONVERT.SUBMIT": [
              { guard: "canConvert", target: "submitting", description: "A valid number of points within the balance and a password: the conversion is sent." },
              { description: "The points are missing, invalid or more than held, or no password: the dialog says why.", actions: assign({ problem: ({ context }) => convertProblem(context) }) },
            ],
            "DIALOG.CLOSE": { target: "#pointMall.ready", description: "The member closes the dialog without converting.", actions: assign({ password: "", problem: undefined, error: undefined }) },
          },
        },
        submitting: {
          description: "Waiting for the server to check the password and convert the points (sending again after no answer cannot convert twice).",
          invoke: {
            id: "convertPoints",
            src: "convertPoints",
            input: ({ context }) => ({
              pointType: context.pointType,
              points: Number(context.pointsText.trim()),
              password: context.password,
              key: submissionKey(context.keyPrefix, context.submission),
            }),
            onDone: { target: "done", description: "Converted: the money is shown and the header balance refreshes.", actions: [assign({ converted: ({ event }) => event.output, password: "" }), "balanceChanged"] },
            onError: { target: "editing", description: "Refused (for example a wrong password): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        done: { description: "The points were converted.", on: { "DIALOG.CLOSE": { target: "#pointMall.loading", description: "The member closes the dialog: the mall reloads." } } },
      },
    },
  },
});

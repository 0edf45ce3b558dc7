import type { EventObject } from "xstate";
import type { ConvertAnswer, PointType, RedeemAnswer } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

export const KEY_PREFIX = "k";

type Phase = "loading" | "loadFailed" | "ready" | "redeem.editing" | "redeem.submitting" | "redeem.done" | "convert.editing" | "convert.submitting" | "convert.done";
export type Role = "guest" | "member" | "trial";

type Reward = { id: string; pointType: PointType; cost: number; stock: number };
type Loaded = { config: { minConvertPoints: number }; rewards: Reward[]; member?: { balances: { type: PointType; points: number }[] } };

/** The points mall as the person's events and the fakes' answers leave it. */
export interface MallPage {
  role: Role;
  phase: Phase;
  data?: Loaded;
  rewardId?: string;
  pointType: PointType;
  pointsText: string;
  password: string;
  /** docs/features.md "Idempotency": a new number when a dialog opens and for every edit. */
  submission: number;
  problem?: string;
  error?: unknown;
  redeemed?: RedeemAnswer;
  converted?: ConvertAnswer;
}

const heldOf = (p: MallPage, type: PointType) => p.data?.member?.balances.find((b) => b.type === type)?.points ?? 0;

/** Redeeming: a reward in stock, enough points of its type, and the login password typed. */
function redeemProblem(p: MallPage): string | undefined {
  const reward = p.data?.rewards.find((r) => r.id === p.rewardId);
  if (!reward || reward.stock === 0) return "outOfStock";
  if (heldOf(p, reward.pointType) < reward.cost) return "pointsInsufficient";
  return p.password === "" ? "passwordEmpty" : undefined;
}

/** Converting: a whole number of points (spaces around ignored), at least the configured minimum, at most what is held. */
function convertProblem(p: MallPage): string | undefined {
  const text = p.pointsText.trim();
  if (!/^\d+$/.test(text) || Number(text) === 0 || text.startsWith("0") || text.length > 9) return "pointsInvalid";
  if (Number(text) < (p.data?.config.minConvertPoints ?? 1)) return "pointsBelowMinimum";
  if (Number(text) > heldOf(p, p.pointType)) return "pointsInsufficient";
  return p.password === "" ? "passwordEmpty" : undefined;
}

/** Only a real member's points are asked for; visitors and trial accounts see the public part. */
const load = (p: MallPage): StepExpectation => ({ requests: [{ id: "loadMall", input: { signedIn: p.role === "member" } }] });

function edit(p: MallPage) {
  p.submission += 1;
  p.problem = undefined;
  p.error = undefined;
}

function apply(p: MallPage, event: EventObject & Record<string, unknown>): StepExpectation {
  switch (event.type) {
    case "xstate.done.actor.loadMall":
      p.phase = "ready";
      p.data = event.output as Loaded;
      p.error = undefined;
      return {};
    case "xstate.error.actor.loadMall":
      p.phase = "loadFailed";
      p.error = event.error;
      return {};
    case "MALL.RETRY":
      p.phase = "loading";
      return load(p);
    case "ACCOUNT.ASK":
      if (p.role === "guest") return { effects: ["askLogin"] };
      return p.role === "trial" ? { effects: ["askRealAccount"] } : {};
    case "REDEEM.OPEN":
    case "CONVERT.OPEN":
      // spec.md section 6: a visitor's action opens the login popup; section 4: a trial account needs a real one.
      if (p.role === "guest") return { effects: ["askLogin"] };
      if (p.role === "trial") return { effects: ["askRealAccount"] };
      p.password = "";
      edit(p);
      if (event.type === "REDEEM.OPEN") {
        p.phase = "redeem.editing";
        p.rewardId = event.rewardId as string;
        p.redeemed = undefined;
      } else {
        p.phase = "convert.editing";
        p.pointsText = "";
        p.converted = undefined;
      }
      return {};
    case "PASSWORD.CHANGE":
      p.password = event.text as string;
      edit(p);
      return {};
    case "POINTS.CHANGE":
      p.pointsText = event.text as string;
      edit(p);
      return {};
    case "POINT_TYPE.CHANGE":
      p.pointType = event.pointType as PointType;
      edit(p);
      return {};
    case "REDEEM.SUBMIT": {
      p.problem = redeemProblem(p);
      if (p.problem) return {};
      p.phase = "redeem.submitting";
      return { requests: [{ id: "redeemReward", input: { rewardId: p.rewardId, password: p.password, key: `${KEY_PREFIX}-${p.submission}` } }] };
    }
    case "CONVERT.SUBMIT": {
      p.problem = convertProblem(p);
      if (p.problem) return {};
      p.phase = "convert.submitting";
      return { requests: [{ id: "convertPoints", input: { pointType: p.pointType, points: Number(p.pointsText.trim()), password: p.password, key: `${KEY_PREFIX}-${p.submission}` } }] };
    }
    case "xstate.done.actor.redeemReward":
      p.phase = "redeem.done";
      p.redeemed = event.output as RedeemAnswer;
      p.password = "";
      return {};
    case "xstate.done.actor.convertPoints":
      p.phase = "convert.done";
      p.converted = event.output as ConvertAnswer;
      p.password = "";
      // Money arrived in the main wallet: the header balance refreshes.
      return { effects: ["balanceChanged"] };
    case "xstate.error.actor.redeemReward":
    case "xstate.error.actor.convertPoints":
      p.phase = p.phase === "redeem.submitting" ? "redeem.editing" : "convert.editing";
      p.error = event.error;
      return {};
    case "DIALOG.CLOSE":
      if (p.phase === "redeem.done" || p.phase === "convert.done") {
        // The page reloads: new points, stock and history.
        p.phase = "loading";
        return load(p);
      }
      p.phase = "ready";
      p.password = "";
      p.problem = undefined;
      p.error = undefined;
      return {};
  }
  return {};
}

function run(role: Role, events: readonly EventObject[]) {
  const page: MallPage = { role, phase: "loading", pointType: "live", pointsText: "", password: "", submission: 0 };
  let expectation = load(page);
  for (const event of events) expectation = apply(page, event as EventObject & Record<string, unknown>);
  return { page, expectation };
}

export function mallPageAfter(role: Role, events: readonly EventObject[]): MallPage {
  return run(role, events).page;
}

export function pointMallOracle(role: Role): Oracle {
  return {
    step(events) {
      const { page: p, expectation } = run(role, events);
      return {
        ...expectation,
        context: { password: p.password, pointsText: p.pointsText, pointType: p.pointType, problem: p.problem, error: p.error, redeemed: p.redeemed, converted: p.converted },
      };
    },
  };
}

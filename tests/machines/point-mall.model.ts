import { pointMallMachine, type PointMallContext } from "../../machines/point-mall.machine";
import type { MallData } from "../../machines/point-mall.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { KEY_PREFIX, pointMallOracle, type Role } from "./point-mall.oracle";

type M = typeof pointMallMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as PointMallContext;

const config: MallData["config"] = {
  earnRules: [{ type: "live", source: "bet", perAmount: 100, points: 1 }],
  conversions: [
    { type: "live", moneyPerPoint: 0.1 },
    { type: "deposit", moneyPerPoint: 0.05 },
  ],
  minConvertPoints: 10,
};
/** A voucher the member can afford, earbuds out of stock, spins costing more rng points than held. */
export const REWARDS: MallData["rewards"] = [
  { id: "voucher", name: "Top-up voucher 100 THB", description: "Credited once approved", pointType: "redeem", cost: 100, stock: 5 },
  { id: "earbuds", name: "Wireless earbuds", description: "Delivered within 7 working days", pointType: "redeem", cost: 300, stock: 0 },
  { id: "spins", name: "20 free spins", description: "For slot games", pointType: "rng", cost: 10, stock: 3 },
];
export const MEMBER_DATA: MallData = {
  config,
  rewards: REWARDS,
  member: {
    balances: [
      { type: "live", points: 20 },
      { type: "rng", points: 5 },
      { type: "redeem", points: 150 },
      { type: "deposit", points: 12 },
    ],
    history: [{ id: "rd1", time: "2026-10-05T04:00:00.000Z", rewardName: "Top-up voucher 100 THB", pointType: "redeem", points: 100, status: "approved" }],
    movements: [{ id: "pt1", time: "2026-10-01T03:00:00.000Z", kind: "bet", type: "live", points: 20 }],
  },
};
const GUEST_DATA: MallData = { config, rewards: REWARDS };

/** Against live 20, minimum 10: padded, below the minimum, not a whole number; 25 deposit points against 12 held. */
const POINTS = { live: [" 15 ", "9", "1.5"], deposit: ["25"] } as const;

function mallModel(role: Role): PathModel<M> {
  return {
    name: "pointMall",
    machine: pointMallMachine,
    input: { keyPrefix: KEY_PREFIX, role },
    oracle: pointMallOracle(role),
    payloads: {
      "xstate.done.actor.loadMall": () => [{ type: "xstate.done.actor.loadMall", output: role === "member" ? MEMBER_DATA : GUEST_DATA }],
      "xstate.error.actor.loadMall": () => [{ type: "xstate.error.actor.loadMall", error: networkError }],
      "xstate.done.actor.redeemReward": () => [
        { type: "xstate.done.actor.redeemReward", output: { redeem: { id: "rd2", time: "2026-11-23T10:00:00.000Z", rewardName: "Top-up voucher 100 THB", pointType: "redeem", points: 100, status: "inProcess" }, pointsLeft: 50 } },
      ],
      "xstate.error.actor.redeemReward": () => [{ type: "xstate.error.actor.redeemReward", error: errorOf("POINT_PASSWORD_INCORRECT") }],
      "xstate.done.actor.convertPoints": () => [{ type: "xstate.done.actor.convertPoints", output: { points: 15, amount: 1.5, pointsLeft: 5, balanceAfter: 1001.5 } }],
      "xstate.error.actor.convertPoints": () => [{ type: "xstate.error.actor.convertPoints", error: errorOf("POINT_PASSWORD_LOCKED") }],
      "REDEEM.OPEN": (s) => (ctx(s).rewardId === undefined ? REWARDS.map((r) => ({ type: "REDEEM.OPEN", rewardId: r.id })) : []),
      "PASSWORD.CHANGE": (s) => (ctx(s).password === "" ? [{ type: "PASSWORD.CHANGE", text: "Demo1234" }] : []),
      "POINTS.CHANGE": (s) => (ctx(s).pointsText === "" ? (ctx(s).pointType === "live" ? POINTS.live : POINTS.deposit).map((text) => ({ type: "POINTS.CHANGE", text })) : []),
      "POINT_TYPE.CHANGE": (s) => (ctx(s).pointType === "live" && ctx(s).pointsText === "" ? [{ type: "POINT_TYPE.CHANGE", pointType: "deposit" }] : []),
    },
    contextKey: (c: PointMallContext) => [c.rewardId, c.password, c.pointsText, c.pointType, c.problem, c.error !== undefined, c.redeemed !== undefined, c.converted !== undefined],
  };
}

export const pointMallModel = mallModel("member");
export const pointMallGuestModel = mallModel("guest");
export const pointMallTrialModel = mallModel("trial");

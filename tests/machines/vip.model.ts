import { vipMachine, type VipContext } from "../../machines/vip.machine";
import type { VipInfo, VipLevel } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { vipOracle } from "./vip.oracle";

type M = typeof vipMachine;

const level = (n: number, name: string, deposit: number, bet: number, upgrade: number): VipLevel => ({
  level: n,
  name,
  depositRequired: deposit,
  betRequired: bet,
  rebateRates: [{ category: "live", percent: 0.8 + n / 10 }],
  dailyWithdrawalLimit: 50_000 * (n + 1),
  dailyWithdrawalCount: 5 + n,
  birthdayBonus: 100 * n,
  upgradeBonus: upgrade,
});
export const LEVELS = [level(0, "Member", 0, 0, 0), level(1, "Bronze", 500, 1_000, 18), level(2, "Silver", 1_000, 3_000, 58)];
/** A visitor, a member part-way to Silver, and a member just promoted (the bonus was paid). */
export const VIP_ANSWERS: VipInfo[] = [
  { levels: LEVELS, member: null },
  { levels: LEVELS, member: { vipRankLevel: 1, vipLabelName: "Bronze", depositTotal: 750, betTotal: 1_500, promotedTo: [] } },
  { levels: LEVELS, member: { vipRankLevel: 2, vipLabelName: "Silver", depositTotal: 1_200, betTotal: 3_100, promotedTo: [{ level: 2, bonus: 58 }] } },
];

export const vipModel: PathModel<M> = {
  name: "vip",
  machine: vipMachine,
  oracle: vipOracle,
  payloads: {
    "xstate.done.actor.loadVip": () => VIP_ANSWERS.map((output) => ({ type: "xstate.done.actor.loadVip", output })),
    "xstate.error.actor.loadVip": () => [{ type: "xstate.error.actor.loadVip", error: networkError }],
  },
  contextKey: (c: VipContext) => [c.info?.member?.vipRankLevel ?? null, c.info === undefined, c.error !== undefined],
};

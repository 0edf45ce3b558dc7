import { vipMachine } from "../../machines/vip.machine";
import type { VipInfo } from "../../contract";
import { networkError } from "../fixtures/errors";
import { LEVELS } from "./vip.model";
import { answer, describeWalks, failure } from "./walks";

// The VIP page: the levels and their benefits, and for a member the current level and progress; a page that could not
// be read is tried again.
const VISITOR: VipInfo = { levels: LEVELS, member: null };
const BRONZE: VipInfo = { levels: LEVELS, member: { vipRankLevel: 1, vipLabelName: "Bronze", depositTotal: 750, betTotal: 1_500, promotedTo: [] } };
const PROMOTED: VipInfo = { levels: LEVELS, member: { vipRankLevel: 2, vipLabelName: "Silver", depositTotal: 1_200, betTotal: 3_100, promotedTo: [{ level: 2, bonus: 58 }] } };
const model = { name: "vip", machine: vipMachine, input: undefined };

describeWalks(model, [
  { name: "a visitor sees the levels", steps: [answer("loadVip", VISITOR)], state: "ready", context: { info: VISITOR } },
  { name: "a member sees their level and progress", steps: [answer("loadVip", BRONZE)], state: "ready", context: { info: BRONZE } },
  { name: "a member just promoted sees the new level", steps: [answer("loadVip", PROMOTED)], state: "ready", context: { info: PROMOTED } },
  { name: "a page that could not be read shows the error", steps: [failure("loadVip", networkError)], state: "loadFailed", context: { error: networkError } },
  { name: "a page that could not be read is tried again", steps: [failure("loadVip", networkError), { type: "VIP.RETRY" }], state: "loading", requests: { loadVip: 2 } },
  { name: "a page read on the second try is shown, without the error", steps: [failure("loadVip", networkError), { type: "VIP.RETRY" }, answer("loadVip", BRONZE)], state: "ready", context: { info: BRONZE, error: undefined } },
]);

import { describe, expect, it } from "vitest";
import { pointMallMachine, type MallData, type MallRole } from "../../machines/point-mall.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { createTestActor, deliver } from "../paths/replay-actor";
import { MEMBER_DATA } from "./point-mall.model";
import { answer, describeWalks, failure } from "./walks";

// Points mall (spec sections 1 and 7): rewards for everyone; a member redeems a reward and converts points
// with the login password; a visitor is asked to log in, a trial account to get a real account.
// MEMBER_DATA holds live 20, rng 5, redeem 150 and deposit 12 points; conversion minimum 10; the voucher costs 100
// redeem points (stock 5), the earbuds are out of stock, the spins cost 10 rng points.
const GUEST_DATA: MallData = { config: MEMBER_DATA.config, rewards: MEMBER_DATA.rewards };
const model = (role: MallRole) => ({ name: "pointMall", machine: pointMallMachine, input: { keyPrefix: "k", role } });
const loaded = answer("loadMall", MEMBER_DATA);
const REDEEMED = { redeem: { id: "rd2", time: "2026-11-23T10:00:00.000Z", rewardName: "Top-up voucher 100 THB", pointType: "redeem", points: 100, status: "inProcess" }, pointsLeft: 50 };
const CONVERTED = { points: 15, amount: 1.5, pointsLeft: 5, balanceAfter: 1001.5 };
const password = { type: "PASSWORD.CHANGE", text: "Demo1234" };
const redeemVoucher = [loaded, { type: "REDEEM.OPEN", rewardId: "voucher" }, password, { type: "REDEEM.SUBMIT" }];
const points = (text: string) => ({ type: "POINTS.CHANGE", text });
const convert = (text: string, withPassword = true) => [loaded, { type: "CONVERT.OPEN" }, points(text), ...(withPassword ? [password] : []), { type: "CONVERT.SUBMIT" }];

describeWalks(model("member"), [
  { name: "a mall that did not load is loaded again on retry", steps: [failure("loadMall", networkError), { type: "MALL.RETRY" }], state: "loading", requests: { loadMall: 2 } },
  { name: "a reward with enough points and the password is redeemed", steps: redeemVoucher, state: { redeem: "submitting" }, requests: { redeemReward: 1 } },
  { name: "without the password the redemption is not sent", steps: [loaded, { type: "REDEEM.OPEN", rewardId: "voucher" }, { type: "REDEEM.SUBMIT" }], state: { redeem: "editing" }, requests: { redeemReward: 0 }, context: { problem: "passwordEmpty" } },
  { name: "a reward out of stock cannot be redeemed", steps: [loaded, { type: "REDEEM.OPEN", rewardId: "earbuds" }, password, { type: "REDEEM.SUBMIT" }], state: { redeem: "editing" }, requests: { redeemReward: 0 }, context: { problem: "outOfStock" } },
  { name: "a reward costing more points than held cannot be redeemed", steps: [loaded, { type: "REDEEM.OPEN", rewardId: "spins" }, password, { type: "REDEEM.SUBMIT" }], state: { redeem: "editing" }, requests: { redeemReward: 0 }, context: { problem: "pointsInsufficient" } },
  { name: "a redemption shows its answer and forgets the password", steps: [...redeemVoucher, answer("redeemReward", REDEEMED)], state: { redeem: "done" }, context: { redeemed: REDEEMED, password: "" } },
  { name: "closing after a redemption loads the points again", steps: [...redeemVoucher, answer("redeemReward", REDEEMED), { type: "DIALOG.CLOSE" }], state: "loading", requests: { loadMall: 2 } },
  {
    name: "a refused redemption keeps the dialog with the refusal",
    steps: [...redeemVoucher, failure("redeemReward", errorOf("POINT_PASSWORD_INCORRECT"))],
    state: { redeem: "editing" },
    context: { error: { errorCode: "POINT_PASSWORD_INCORRECT" } },
  },
  {
    name: "typing the password again clears the refusal",
    steps: [...redeemVoucher, failure("redeemReward", errorOf("POINT_PASSWORD_INCORRECT")), password],
    state: { redeem: "editing" },
    context: { error: undefined },
  },
  {
    name: "closing the redemption dialog forgets the password and the refusal",
    steps: [...redeemVoucher, failure("redeemReward", errorOf("POINT_PASSWORD_INCORRECT")), { type: "DIALOG.CLOSE" }],
    state: "ready",
    requests: { loadMall: 1 },
    context: { password: "", error: undefined, problem: undefined },
  },
  {
    name: "exactly the reward's cost in points is enough",
    steps: [
      answer("loadMall", { ...MEMBER_DATA, member: { ...MEMBER_DATA.member!, balances: [{ type: "redeem", points: 100 }] } }),
      { type: "REDEEM.OPEN", rewardId: "voucher" },
      password,
      { type: "REDEEM.SUBMIT" },
    ],
    state: { redeem: "submitting" },
    requests: { redeemReward: 1 },
  },
  {
    name: "one point short of the reward's cost is not enough",
    steps: [
      answer("loadMall", { ...MEMBER_DATA, member: { ...MEMBER_DATA.member!, balances: [{ type: "redeem", points: 99 }] } }),
      { type: "REDEEM.OPEN", rewardId: "voucher" },
      password,
      { type: "REDEEM.SUBMIT" },
    ],
    state: { redeem: "editing" },
    requests: { redeemReward: 0 },
    context: { problem: "pointsInsufficient" },
  },
  {
    name: "a point type the member holds none of cannot be converted",
    steps: [loaded, { type: "CONVERT.OPEN" }, { type: "POINT_TYPE.CHANGE", pointType: "lottery" }, points("10"), password, { type: "CONVERT.SUBMIT" }],
    state: { convert: "editing" },
    requests: { convertPoints: 0 },
    context: { problem: "pointsInsufficient" },
  },
  { name: "points padded with spaces are converted", steps: convert(" 15 "), state: { convert: "submitting" }, requests: { convertPoints: 1 } },
  { name: "exactly the minimum of 10 points is converted", steps: convert("10"), state: { convert: "submitting" } },
  { name: "below the minimum of 10 points is not converted", steps: convert("9"), state: { convert: "editing" }, requests: { convertPoints: 0 }, context: { problem: "pointsBelowMinimum" } },
  { name: "points that are not a whole number are not converted", steps: convert("1.5"), state: { convert: "editing" }, context: { problem: "pointsInvalid" } },
  { name: "zero or a leading zero is not a number of points", steps: convert("012"), state: { convert: "editing" }, context: { problem: "pointsInvalid" } },
  { name: "more points than held are not converted", steps: convert("21"), state: { convert: "editing" }, context: { problem: "pointsInsufficient" } },
  { name: "all the points held are converted", steps: convert("20"), state: { convert: "submitting" } },
  { name: "without the password the conversion is not sent", steps: convert("15", false), state: { convert: "editing" }, context: { problem: "passwordEmpty" } },
  {
    name: "converting another point type counts that type's points",
    steps: [loaded, { type: "CONVERT.OPEN" }, { type: "POINT_TYPE.CHANGE", pointType: "deposit" }, points("15"), password, { type: "CONVERT.SUBMIT" }],
    state: { convert: "editing" },
    context: { problem: "pointsInsufficient", pointType: "deposit" },
  },
  {
    name: "a new entry clears the problem shown",
    steps: [...convert("9"), points("15")],
    state: { convert: "editing" },
    context: { problem: undefined, pointsText: "15" },
  },
  { name: "a conversion shows its answer and forgets the password", steps: [...convert("15"), answer("convertPoints", CONVERTED)], state: { convert: "done" }, context: { converted: CONVERTED, password: "" } },
  { name: "closing after a conversion loads the points again", steps: [...convert("15"), answer("convertPoints", CONVERTED), { type: "DIALOG.CLOSE" }], state: "loading", requests: { loadMall: 2 } },
  {
    name: "a refused conversion keeps the dialog with the refusal",
    steps: [...convert("15"), failure("convertPoints", errorOf("POINT_PASSWORD_LOCKED"))],
    state: { convert: "editing" },
    context: { error: { errorCode: "POINT_PASSWORD_LOCKED" } },
  },
  {
    name: "closing the conversion dialog forgets the password",
    steps: [loaded, { type: "CONVERT.OPEN" }, points("15"), password, { type: "DIALOG.CLOSE" }],
    state: "ready",
    context: { password: "" },
  },
  {
    name: "opening the conversion again starts from an empty form",
    steps: [loaded, { type: "CONVERT.OPEN" }, points("15"), password, { type: "DIALOG.CLOSE" }, { type: "CONVERT.OPEN" }],
    state: { convert: "editing" },
    context: { pointsText: "", password: "" },
  },
]);

describeWalks(model("guest"), [
  { name: "a visitor's redeem asks to log in and opens nothing", steps: [answer("loadMall", GUEST_DATA), { type: "REDEEM.OPEN", rewardId: "voucher" }], state: "ready" },
  { name: "a visitor's convert asks to log in and opens nothing", steps: [answer("loadMall", GUEST_DATA), { type: "CONVERT.OPEN" }], state: "ready" },
]);

describeWalks(model("trial"), [
  { name: "a trial account's redeem opens nothing", steps: [answer("loadMall", GUEST_DATA), { type: "REDEEM.OPEN", rewardId: "voucher" }], state: "ready" },
  { name: "a trial account's convert opens nothing", steps: [answer("loadMall", GUEST_DATA), { type: "CONVERT.OPEN" }], state: "ready" },
]);

describe("points mall requests and prompts", () => {
  async function run(role: MallRole, steps: Array<{ type: string } & Record<string, unknown>>) {
    const test = createTestActor({ ...model(role), payloads: {} });
    test.actor.start();
    for (const step of steps) await deliver(test, step);
    return test;
  }

  it("a member's page asks for the signed-in part; a visitor's and a trial account's for the public part", async () => {
    for (const [role, signedIn] of [["member", true], ["guest", false], ["trial", false]] as const) {
      const test = await run(role, []);
      expect(test.fakes.inputs).toEqual([{ id: "loadMall", input: { signedIn } }]);
    }
  });

  it("a visitor is asked to log in, a trial account to get a real account, a member neither", async () => {
    const asks = [{ type: "ACCOUNT.ASK" }, { type: "REDEEM.OPEN", rewardId: "voucher" }, { type: "CONVERT.OPEN" }];
    expect((await run("guest", [answer("loadMall", GUEST_DATA), ...asks])).actions.map((a) => a.type)).toEqual(["askLogin", "askLogin", "askLogin"]);
    expect((await run("trial", [answer("loadMall", GUEST_DATA), ...asks])).actions.map((a) => a.type)).toEqual(["askRealAccount", "askRealAccount", "askRealAccount"]);
    expect((await run("member", [loaded, { type: "ACCOUNT.ASK" }])).actions).toEqual([]);
  });

  it("a redemption names the reward and the password; a conversion the type and the points; a conversion refreshes the balance", async () => {
    const test = await run("member", [...redeemVoucher, answer("redeemReward", REDEEMED), { type: "DIALOG.CLOSE" }, loaded, ...convert(" 15 ").slice(1), answer("convertPoints", CONVERTED)]);
    const sent = test.fakes.inputs.filter((r) => r.id !== "loadMall").map((r) => ({ id: r.id, input: { ...(r.input as object), key: undefined } }));
    expect(sent).toEqual([
      { id: "redeemReward", input: { rewardId: "voucher", password: "Demo1234", key: undefined } },
      { id: "convertPoints", input: { pointType: "live", points: 15, password: "Demo1234", key: undefined } },
    ]);
    expect(test.actions.map((a) => a.type)).toEqual(["balanceChanged"]);
  });

  it("a retry without an edit keeps its key; an edit makes a new one", async () => {
    const test = await run("member", [...redeemVoucher, failure("redeemReward", networkError), { type: "REDEEM.SUBMIT" }, failure("redeemReward", networkError), password, { type: "REDEEM.SUBMIT" }]);
    const keys = test.fakes.inputs.filter((r) => r.id === "redeemReward").map((r) => (r.input as { key: string }).key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

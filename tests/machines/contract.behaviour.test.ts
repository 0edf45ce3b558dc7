import { describe, expect, it } from "vitest";
import type { RateRule } from "../../machines/contract-rate";
import { contractMachine, type ContractEvent } from "../../machines/contract.machine";
import type { ContractKind } from "../../contract";
import { consolidatedInfo, contract, contractAnswer, contractPage, lowerContract } from "../fixtures/agent";
import { errorOf } from "../fixtures/errors";
import { createTestActor, deliver } from "../paths/replay-actor";

/** The contract's CONTRACT_RULES, written out: real-time 0.01 % to 2 % with 2 decimals, dividend 1 % to 50 % with 1. */
const REALTIME: RateRule = { minRate: 0.01, maxRate: 2, decimals: 2 };
const DIVIDEND: RateRule = { minRate: 1, maxRate: 50, decimals: 1 };

const agentRow = contract({ id: 1, version: 4, actions: ["accept", "reject"] });
const uplineRow = contract({ id: 3, version: 9, uplineName: "agent", downlineName: "player3", role: "upline", status: "active", actions: ["requestTermination"] });

async function started(kind: ContractKind = "realtime", rule: RateRule = REALTIME, page = contractPage({ contracts: [agentRow, uplineRow] })) {
  const test = createTestActor({ name: "contract", machine: contractMachine, input: { kind, rule, agent: true } });
  test.actor.start();
  await settle(test, { type: "xstate.done.actor.loadContracts", output: page });
  return test;
}
type Test = Awaited<ReturnType<typeof started>>;

const send = (test: Test, event: ContractEvent) => test.actor.send(event);
/** An actor's answer (done or error event) as a path step delivers it. */
const settle = async (test: Test, event: { type: string } & Record<string, unknown>) => deliver(test, event);
const requests = (test: Test, id: string) => test.fakes.inputs.filter((i) => i.id === id).map((i) => i.input);

async function offer(test: Test, rate: string, downlineId = 11) {
  send(test, { type: "OFFER.START" });
  send(test, { type: "OFFER.DOWNLINE", downlineId });
  send(test, { type: "OFFER.RATE", text: rate });
  send(test, { type: "OFFER.SUBMIT" });
}

describe("contract machine: the rate rules (spec section 4, the contract's CONTRACT_RULES)", () => {
  // [rate typed, the agent's own limit, the rule, the problem shown or the rate the preview names]
  const RULES: Array<[string, number, RateRule, { problem: string } | { sent: string }]> = [
    ["", 2, REALTIME, { problem: "empty" }],
    ["   ", 2, REALTIME, { problem: "empty" }],
    ["abc", 2, REALTIME, { problem: "format" }],
    ["1.", 2, REALTIME, { problem: "format" }],
    [".5", 2, REALTIME, { problem: "format" }],
    ["-1", 2, REALTIME, { problem: "format" }],
    ["1000", 2, REALTIME, { problem: "format" }],
    ["1,5", 2, REALTIME, { problem: "format" }],
    ["0.555", 2, REALTIME, { problem: "decimals" }],
    ["0", 2, REALTIME, { problem: "belowMin" }],
    ["0.009", 2, REALTIME, { problem: "decimals" }],
    ["0.00", 2, REALTIME, { problem: "belowMin" }],
    ["0.01", 2, REALTIME, { sent: "0.01" }],
    ["2", 2, REALTIME, { sent: "2" }],
    ["2.01", 2, REALTIME, { problem: "aboveMax" }],
    ["2.01", 3, REALTIME, { problem: "aboveMax" }],
    ["1.5", 1.5, REALTIME, { sent: "1.5" }],
    ["1.51", 1.5, REALTIME, { problem: "aboveOwn" }],
    [" 0.50 ", 2, REALTIME, { sent: "0.5" }],
    ["007", 2, REALTIME, { problem: "aboveMax" }],
    ["1.25", 50, DIVIDEND, { problem: "decimals" }],
    ["1.2", 50, DIVIDEND, { sent: "1.2" }],
    ["0.9", 50, DIVIDEND, { problem: "belowMin" }],
    ["50", 50, DIVIDEND, { sent: "50" }],
    ["50.1", 50, DIVIDEND, { problem: "aboveMax" }],
  ];

  it.each(RULES)("rate %j with an own limit of %s", async (rate, maxOfferRate, rule, expected) => {
    const test = await started(rule === DIVIDEND ? "dividend" : "realtime", rule, contractPage({ info: consolidatedInfo({ maxOfferRate }) }));
    await offer(test, rate);
    const snapshot = test.actor.getSnapshot();
    if ("problem" in expected) {
      expect(snapshot.context.problem).toBe(expected.problem);
      expect(snapshot.matches({ offer: "editing" })).toBe(true);
      expect(requests(test, "previewOffer")).toEqual([]);
    } else {
      expect(snapshot.context.problem).toBeUndefined();
      expect(requests(test, "previewOffer")).toEqual([
        { kind: rule === DIVIDEND ? "dividend" : "realtime", request: { action: "preview", downlineId: 11, rate: expected.sent } },
      ]);
    }
  });

  it("offers to any of several direct downlines", async () => {
    const test = await started("realtime", REALTIME, contractPage({ downlines: [{ id: 11, username: "player1" }, { id: 12, username: "player3" }] }));
    await offer(test, "0.5", 12);
    expect(test.actor.getSnapshot().context.problem).toBeUndefined();
    expect(requests(test, "previewOffer")).toEqual([{ kind: "realtime", request: { action: "preview", downlineId: 12, rate: "0.5" } }]);
  });

  it("names the downline first: a rate is not checked until a direct downline is chosen", async () => {
    const test = await started();
    await offer(test, "0.5", 42);
    expect(test.actor.getSnapshot().context.problem).toBe("downline");
    send(test, { type: "OFFER.DOWNLINE", downlineId: 11 });
    expect(test.actor.getSnapshot().context.problem).toBeUndefined();
  });
});

describe("contract machine: what an offer and an action send", () => {
  it("sends confirmEnds false when the preview ends nothing", async () => {
    const test = await started();
    await offer(test, "0.5");
    await settle(test, { type: "xstate.done.actor.previewOffer", output: contractAnswer({ contract: null, ends: [] }) });
    send(test, { type: "OFFER.CONFIRM" });
    expect(requests(test, "sendOffer")).toEqual([{ kind: "realtime", request: { action: "offer", downlineId: 11, rate: "0.5", confirmEnds: false } }]);
  });

  it("sends confirmEnds true only after the agent saw what ends, also when the server says the set grew", async () => {
    const test = await started();
    await offer(test, "0.4");
    await settle(test, { type: "xstate.done.actor.previewOffer", output: contractAnswer({ contract: null, ends: [lowerContract] }) });
    expect(test.actor.getSnapshot().matches({ offer: "warning" })).toBe(true);
    send(test, { type: "OFFER.CONFIRM" });
    const grown = [lowerContract, contract({ id: 8, status: "active" })];
    await settle(test, { type: "xstate.error.actor.sendOffer", error: errorOf("CONTRACT_CONFIRM_REQUIRED", { ends: grown }) });
    expect(test.actor.getSnapshot().context.ends).toEqual(grown);
    send(test, { type: "OFFER.CONFIRM" });
    const offerRequest = { action: "offer", downlineId: 11, rate: "0.4", confirmEnds: true };
    expect(requests(test, "sendOffer")).toEqual([
      { kind: "realtime", request: offerRequest },
      { kind: "realtime", request: offerRequest },
    ]);
  });

  it("forgets the ends after Back: the next offer without ends confirms nothing", async () => {
    const test = await started();
    await offer(test, "0.4");
    await settle(test, { type: "xstate.done.actor.previewOffer", output: contractAnswer({ contract: null, ends: [lowerContract] }) });
    send(test, { type: "OFFER.BACK" });
    send(test, { type: "OFFER.RATE", text: "0.9" });
    send(test, { type: "OFFER.SUBMIT" });
    await settle(test, { type: "xstate.done.actor.previewOffer", output: contractAnswer({ contract: null, ends: [] }) });
    send(test, { type: "OFFER.CONFIRM" });
    expect(requests(test, "sendOffer")).toEqual([{ kind: "realtime", request: { action: "offer", downlineId: 11, rate: "0.9", confirmEnds: false } }]);
  });

  it.each([
    [1, "reject", 4],
    [3, "requestTermination", 9],
  ] as const)("acts on contract %s (%s) at the version of that row, %s", async (contractId, action, version) => {
    const test = await started();
    send(test, { type: "CONTRACT.ACT", contractId, action });
    send(test, { type: "ACTION.CONFIRM" });
    expect(requests(test, "actOnContract")).toEqual([{ kind: "realtime", request: { action, contractId, version } }]);
  });

  it.each(["CONTRACT_CLOSED", "CONTRACT_VERSION_CONFLICT", "CONTRACT_NOT_FOUND"])(
    "%s: says the contract changed, reloads, and the next action names the reloaded version",
    async (code) => {
      const test = await started();
      send(test, { type: "CONTRACT.ACT", contractId: 1, action: "accept" });
      send(test, { type: "ACTION.CONFIRM" });
      await settle(test, { type: "xstate.error.actor.actOnContract", error: errorOf(code) });
      expect(test.actor.getSnapshot().context.notice?.errorCode).toBe(code);
      expect(test.actions.map((a) => a.type)).toEqual(["contractsChanged"]);
      expect(requests(test, "reloadContracts")).toEqual([{ kind: "realtime", agent: true }]);
      const again = contract({ id: 1, version: 6, actions: ["accept", "reject"] });
      await settle(test, { type: "xstate.done.actor.reloadContracts", output: contractPage({ contracts: [again] }) });
      send(test, { type: "CONTRACT.ACT", contractId: 1, action: "accept" });
      send(test, { type: "ACTION.CONFIRM" });
      expect(requests(test, "actOnContract").at(-1)).toEqual({ kind: "realtime", request: { action: "accept", contractId: 1, version: 6 } });
    },
  );

  it("a refusal that is not about a stale contract is shown and nothing reloads", async () => {
    const test = await started();
    send(test, { type: "CONTRACT.ACT", contractId: 1, action: "accept" });
    send(test, { type: "ACTION.CONFIRM" });
    await settle(test, { type: "xstate.error.actor.actOnContract", error: errorOf("CONTRACT_ACTION_NOT_ALLOWED") });
    expect(test.actor.getSnapshot().matches({ acting: "refused" })).toBe(true);
    expect(requests(test, "reloadContracts")).toEqual([]);
    expect(test.actions).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { downlineTransferMachine } from "../../machines/downline-transfer.machine";
import { createTestActor, deliver } from "../paths/replay-actor";

const answer = { transactionId: "t1", amount: 5, balanceAfter: 995, downlineId: 11, downlineName: "player1" };

describe("downline transfer: one idempotency key per transfer", () => {
  it("a second transfer after 'Transfer again' has a key of its own, even for the same amount", async () => {
    const test = createTestActor({ name: "downlineTransfer", machine: downlineTransferMachine, input: { keyPrefix: "k", downline: { id: 11, username: "player1" } } });
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.loadMainBalance", output: 1000 } as never);
    test.actor.send({ type: "AMOUNT.CHANGE", text: "5" });
    test.actor.send({ type: "DOWNLINE_TRANSFER.SUBMIT" });
    await deliver(test, { type: "xstate.done.actor.transferToDownline", output: answer } as never);
    test.actor.send({ type: "DOWNLINE_TRANSFER.AGAIN" });
    test.actor.send({ type: "AMOUNT.CHANGE", text: "5" });
    test.actor.send({ type: "DOWNLINE_TRANSFER.SUBMIT" });
    const keys = test.fakes.inputs.filter((i) => i.id === "transferToDownline").map((i) => (i.input as { key: string }).key);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((key) => key.startsWith("k-"))).toBe(true);
  });
});

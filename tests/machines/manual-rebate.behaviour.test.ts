import { describe, expect, it } from "vitest";
import { manualRebateMachine } from "../../machines/manual-rebate.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { claimAnswer, rebateDue, rebateNone } from "../fixtures/referral";
import { createTestActor, deliver } from "../paths/replay-actor";

/** Short walks written from the manual rebate's rules (docs/features.md): what the generated paths cannot see when a transition is missing. */
function start() {
  const test = createTestActor({ name: "manualRebate", machine: manualRebateMachine, input: { keyPrefix: "k" } });
  test.actor.start();
  return test;
}
const requests = (test: ReturnType<typeof start>, id: string) => test.fakes.inputs.filter((i) => i.id === id);

describe("manual rebate", () => {
  it("a claim names the version shown; after it the page loads again and the balance is refreshed", async () => {
    const test = start();
    await deliver(test, { type: "xstate.done.actor.fetchRebate", output: rebateDue() } as never);
    test.actor.send({ type: "REBATE.CLAIM" });
    expect(requests(test, "claimRebate").map((r) => r.input)).toEqual([{ version: 2, key: "k-0" }]);
    await deliver(test, { type: "xstate.done.actor.claimRebate", output: claimAnswer() } as never);
    expect(test.actor.getSnapshot().value).toBe("loading");
    expect(requests(test, "fetchRebate")).toHaveLength(2);
    // A later claim (new bets since) is a new request: a key of its own.
    await deliver(test, { type: "xstate.done.actor.fetchRebate", output: rebateDue() } as never);
    test.actor.send({ type: "REBATE.CLAIM" });
    expect(requests(test, "claimRebate").map((r) => (r.input as { key: string }).key)).toEqual(["k-0", "k-1"]);
  });

  it("a lost answer is claimed again under the same key; a refusal ends the claim and the next one gets a new key", async () => {
    const test = start();
    await deliver(test, { type: "xstate.done.actor.fetchRebate", output: rebateDue() } as never);
    test.actor.send({ type: "REBATE.CLAIM" });
    await deliver(test, { type: "xstate.error.actor.claimRebate", error: networkError } as never);
    expect(test.actor.getSnapshot().value).toBe("ready");
    test.actor.send({ type: "REBATE.CLAIM" });
    await deliver(test, { type: "xstate.error.actor.claimRebate", error: errorOf("REBATE_ALREADY_CLAIMED") } as never);
    expect(test.actor.getSnapshot().value).toBe("loading");
    await deliver(test, { type: "xstate.done.actor.fetchRebate", output: rebateDue() } as never);
    test.actor.send({ type: "REBATE.CLAIM" });
    expect(requests(test, "claimRebate").map((r) => (r.input as { key: string }).key)).toEqual(["k-0", "k-0", "k-1"]);
  });

  it("nothing due: no claim is sent", async () => {
    const test = start();
    await deliver(test, { type: "xstate.done.actor.fetchRebate", output: rebateNone() } as never);
    test.actor.send({ type: "REBATE.CLAIM" });
    expect(requests(test, "claimRebate")).toEqual([]);
    expect(test.actor.getSnapshot().value).toBe("ready");
  });

  it("a page that did not load is tried again", async () => {
    const test = start();
    await deliver(test, { type: "xstate.error.actor.fetchRebate", error: networkError } as never);
    test.actor.send({ type: "REBATE.RETRY" });
    expect(requests(test, "fetchRebate")).toHaveLength(2);
  });
});

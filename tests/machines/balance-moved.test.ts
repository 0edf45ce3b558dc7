import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import type { Balance } from "../../contract";
import { balanceMachine } from "../../machines/balance.machine";
import { balance } from "../fixtures/system";

const PENDING: Balance = { ...balance(1000), pendingRequests: 1 };
/** The operator approved a deposit of 300: the amount goes up and nothing waits any more. */
const APPROVED: Balance = { ...balance(1300), pendingRequests: 0 };
/** A withdrawal was paid: the amount left the wallet when it was requested, only the pending count goes down. */
const PAID: Balance = { ...balance(1000), pendingRequests: 0 };

/** The header balance reading `answers` one after another (the first load, then refreshes), counting BALANCE.MOVED. */
async function movesAfter(answers: Balance[]): Promise<number> {
  let call = 0;
  const actor = createActor(balanceMachine.provide({ actors: { fetchBalance: fromPromise(async () => answers[call++]!) } }), { clock: new SimulatedClock() });
  let moves = 0;
  actor.on("BALANCE.MOVED", () => (moves += 1));
  actor.start();
  for (let i = 0; i < answers.length; i += 1) {
    if (i > 0) actor.send({ type: "BALANCE.REFRESH" });
    await waitFor(actor, (s) => s.matches({ amount: "ready" }) && call === i + 1);
  }
  actor.stop();
  return moves;
}

describe("header balance: says BALANCE.MOVED when an answer differs from the last", () => {
  it("says nothing for the first answer", async () => {
    expect(await movesAfter([PENDING])).toBe(0);
  });

  it("says it once when a pending deposit is approved (amount and pending count change)", async () => {
    expect(await movesAfter([PENDING, APPROVED, APPROVED])).toBe(1);
  });

  it("says it when a withdrawal is paid (only the pending count changes)", async () => {
    expect(await movesAfter([PENDING, PAID])).toBe(1);
  });

  it("says it when the background check 5 s later finds the approval (no refresh pressed)", async () => {
    const answers = [PENDING, APPROVED];
    let call = 0;
    const clock = new SimulatedClock();
    const actor = createActor(balanceMachine.provide({ actors: { fetchBalance: fromPromise(async () => answers[call++]!) } }), { clock });
    let moves = 0;
    actor.on("BALANCE.MOVED", () => (moves += 1));
    actor.start();
    await waitFor(actor, (s) => s.matches({ amount: "ready" }));
    clock.increment(5_000);
    await waitFor(actor, (s) => s.matches({ amount: "ready" }) && s.context.balance?.sumBalance === 1300);
    actor.stop();
    expect(moves).toBe(1);
  });

  it("says nothing while the answers stay the same", async () => {
    expect(await movesAfter([PENDING, PENDING, PENDING])).toBe(0);
  });
});

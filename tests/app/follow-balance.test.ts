import { describe, expect, it, vi } from "vitest";
import { createActor, createMachine, fromPromise, waitFor } from "xstate";
import type { Balance } from "../../contract";
import { balanceMachine } from "../../machines/balance.machine";
import type { ApiClient } from "../../src/api/http-client";
import { followBalance } from "../../src/app/follow-balance";
import { createWalletFlows } from "../../src/app/wallet-flows";
import { depositData, depositInfo } from "../fixtures/wallet";
import { balance } from "../fixtures/system";

/**
 * docs/features.md "Wallet": the deposit and withdraw pages follow the header balance through the root's `balance`
 * child (its BALANCE.MOVED), whichever balance actor the current sign-in has.
 */
const PENDING: Balance = { ...balance(1000), pendingRequests: 1 };
const APPROVED: Balance = { ...balance(1300), pendingRequests: 0 };

/** A root like the app's: signed in, it invokes the header balance under the systemId "balance". */
function rootWithBalance(answers: () => Balance) {
  const header = balanceMachine.provide({ actors: { fetchBalance: fromPromise(async () => answers()) } });
  const root = createMachine({
    initial: "member",
    states: {
      guest: { on: { SIGN_IN: "member" } },
      member: { invoke: { id: "balance", systemId: "balance", src: header }, on: { SIGN_OUT: "guest" } },
    },
  });
  return createActor(root).start();
}

const headerReady = (root: ReturnType<typeof rootWithBalance>) => {
  const header = root.system.get("balance")!;
  return waitFor(header, (s: { matches(value: unknown): boolean }) => s.matches({ amount: "ready" }));
};

describe("followBalance", () => {
  it("calls the listener when the header balance moves, not for its first answer", async () => {
    let answer = PENDING;
    const root = rootWithBalance(() => answer);
    const listener = vi.fn();
    const stop = followBalance(root, listener);
    await headerReady(root);
    expect(listener).not.toHaveBeenCalled();
    answer = APPROVED;
    root.system.get("balance")!.send({ type: "BALANCE.REFRESH" });
    await headerReady(root);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    root.stop();
  });

  it("moves to the new balance actor of the next sign-in, and stops when asked", async () => {
    let answer = PENDING;
    const root = rootWithBalance(() => answer);
    const listener = vi.fn();
    const stop = followBalance(root, listener);
    await headerReady(root);
    root.send({ type: "SIGN_OUT" });
    root.send({ type: "SIGN_IN" });
    await headerReady(root);
    answer = APPROVED;
    root.system.get("balance")!.send({ type: "BALANCE.REFRESH" });
    await headerReady(root);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    answer = PENDING;
    root.system.get("balance")!.send({ type: "BALANCE.REFRESH" });
    await headerReady(root);
    expect(listener).toHaveBeenCalledTimes(1);
    root.stop();
  });

  it("makes the deposit page read its list again when the header finds the approval", async () => {
    let answer = PENDING;
    let status: "pending" | "approved" = "pending";
    const requests: string[] = [];
    const api = {
      request: async (name: string) => {
        requests.push(name);
        if (name === "depositChannels") return { channels: depositData().channels };
        if (name === "deposits") return { content: [depositInfo({ id: 12, amount: 300, status })] };
        throw new Error(`unexpected call ${name}`);
      },
    } as unknown as ApiClient;
    const root = rootWithBalance(() => answer);
    const flows = createWalletFlows(api, () => {}, (listener) => followBalance(root, listener));
    const deposit = createActor(flows.deposit, { input: { keyPrefix: "k" } }).start();
    await waitFor(deposit, (s) => s.matches("ready"));
    await headerReady(root);
    status = "approved";
    answer = APPROVED;
    root.system.get("balance")!.send({ type: "BALANCE.REFRESH" });
    const after = await waitFor(deposit, (s) => s.matches("ready") && s.context.deposits[0]?.status === "approved");
    expect(after.context.deposits.map((d) => d.status)).toEqual(["approved"]);
    expect(requests.filter((name) => name === "deposits")).toHaveLength(2);
    deposit.stop();
    root.stop();
  });
});

// @vitest-environment node
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import { createReferenceServer } from "../../server/app";
import { createLaunchTicket } from "../../server/store/launch-tickets";
import { createSession } from "../../server/store/sessions";
import { expectLedgerConsistent } from "./ledger-invariants";
import { newKey } from "./wallet-helpers";

const folder = mkdtempSync(join(tmpdir(), "wallet-crash-"));
const databaseUrl = `file:${join(folder, "crash.db")}`;
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
});

/** Starts server/main.ts in its own process on a free port; resolves with its URL once it listens. */
function startChild(): Promise<string> {
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = proc;
  return new Promise((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
    });
    proc.once("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

type Sent = { key: string; path: string; body: unknown; token?: string };

describe("kill -9 during a burst of transfers", () => {
  it("leaves no partial movement; every acknowledged movement survives and replays to the same answer", async () => {
    // Seed the file and open a session and a game ticket for demo directly in the database.
    const setup = await createReferenceServer({ databaseUrl, devRoutes: true, log: false });
    const token = await createSession(setup.db, 1001, Date.now());
    const ticket = await createLaunchTicket(setup.db, { memberId: 1001, gameCode: "DEMO_SLOT", vendor: "DEMO" }, Date.now());
    await setup.close();

    const url = await startChild();
    const sent: Sent[] = [];
    const acknowledged: { sent: Sent; value: unknown }[] = [];
    const fire = (s: Sent) =>
      fetch(`${url}${s.path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": s.key, ...(s.token ? { Authorization: s.token } : {}) },
        body: JSON.stringify(s.body),
      })
        .then((res) => res.json() as Promise<{ success: boolean; value: unknown }>)
        .then((answer) => {
          if (answer.success) acknowledged.push({ sent: s, value: answer.value });
        })
        .catch(() => undefined);
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < 400; i += 1) {
      const s: Sent = i % 3 === 2
        ? { key: newKey(), path: calls.demoGameSpin.path, body: { ticket, stake: "1" } }
        : { key: newKey(), path: calls.walletTransfer.path, body: { fromAccountTypeId: i % 2 === 0 ? 0 : 101, toAccountTypeId: i % 2 === 0 ? 101 : 0, amount: "3.33" }, token };
      sent.push(s);
      inFlight.push(fire(s));
      if (i === 150) {
        // Mid-burst, once some answers are back.
        while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 5));
        child?.kill("SIGKILL");
      }
    }
    await Promise.all(inFlight);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.length).toBeLessThan(sent.length);

    const restarted = await createReferenceServer({ databaseUrl, devRoutes: true, log: false });
    try {
      await expectLedgerConsistent(restarted.db);
      for (const { value } of acknowledged) {
        const id = (value as { transactionId?: string }).transactionId;
        if (!id) continue;
        const found = await restarted.db.execute({ sql: "SELECT sealed FROM ledger_transactions WHERE ref = ?", args: [id] });
        expect(found.rows[0]?.sealed).toBe(1);
      }
      const before = await restarted.db.execute("SELECT COUNT(*) AS n FROM ledger_transactions");
      // A client that lost its answer retries with the same key: it gets the first answer and nothing moves again.
      for (const { sent: s, value } of acknowledged.slice(0, 10)) {
        const res = await restarted.app.request(`http://localhost${s.path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": s.key, ...(s.token ? { Authorization: s.token } : {}) },
          body: JSON.stringify(s.body),
        });
        expect(((await res.json()) as { value: unknown }).value).toEqual(value);
      }
      const after = await restarted.db.execute("SELECT COUNT(*) AS n FROM ledger_transactions");
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
      const keys = await restarted.db.execute("SELECT COUNT(*) AS n FROM idempotency_keys");
      const moves = await restarted.db.execute("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind IN ('transfer', 'bet') AND ref NOT LIKE 'seed-%'");
      // Every stored key belongs to exactly one transfer or one bet (spins may add a win): no movement without its key.
      // (The seed's own bets, refs seed-bet-*, came without keys.)
      expect(Number(moves.rows[0]?.n)).toBe(Number(keys.rows[0]?.n));
    } finally {
      await restarted.close();
    }
  }, 30_000);
});

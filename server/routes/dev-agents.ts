import { Hono } from "hono";
import type { Deps } from "../context";
import { ok } from "../envelope";
import { settleContracts } from "../agents/settlement";

/**
 * The agent programme's dev routes (under /dev): `POST /dev/agents/settle` runs the settlement job now (it also runs
 * every 5 minutes of server time, so POST /dev/clock drives it) and answers `{ written }`; `GET /dev/agents/settlements`
 * lists the latest 100 settlements; `GET /dev/agents/contracts` the latest 100 contracts.
 */
export function devAgentRoutes(deps: Deps): Hono {
  const dev = new Hono();
  const { db } = deps;
  dev.post("/agents/settle", async (c) => ok(c, { written: await settleContracts(db, deps.clock.now()) }));
  dev.get("/agents/settlements", async (c) => {
    const rows = await db.execute("SELECT * FROM agent_settlements ORDER BY id DESC LIMIT 100");
    return ok(c, rows.rows.map((r) => ({
      id: Number(r.id),
      contractId: Number(r.contract_id),
      kind: String(r.kind),
      holderId: Number(r.holder_id),
      uplineId: Number(r.upline_id),
      periodStart: new Date(Number(r.period_start)).toISOString(),
      periodEnd: new Date(Number(r.period_end)).toISOString(),
      basisMinor: Number(r.basis_minor),
      rateCent: Number(r.rate_cent),
      amountMinor: Number(r.amount_minor),
      txRef: String(r.tx_ref),
    })));
  });
  dev.get("/agents/contracts", async (c) => {
    const rows = await db.execute("SELECT * FROM agent_contracts ORDER BY id DESC LIMIT 100");
    return ok(c, rows.rows.map((r) => ({ ...r })));
  });
  return dev;
}

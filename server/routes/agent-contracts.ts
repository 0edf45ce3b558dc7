import type { Hono } from "hono";
import { CONTRACT_KINDS } from "../../contract";
import { CONTRACT_CALL } from "../../contract/agent-calls";
import { serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { consolidatedOf } from "../agents/consolidated";
import { runContractRequest } from "../agents/contract-actions";
import { serialized } from "../wallet/money-call";

/** The consolidated summary and the four contract calls (one per kind, an `action` per request). */
export function agentContractRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "consolidated", async ({ c }) => success(await consolidatedOf(deps.db, c.get("member").memberId)));

  for (const kind of CONTRACT_KINDS) {
    serveCall(app, deps, CONTRACT_CALL[kind], ({ c, body, lang }) =>
      // One contract change at a time: of two people acting on one contract, the second sees the first's result.
      serialized(deps.db, () => runContractRequest({ db: deps.db, lang, memberId: c.get("member").memberId, kind, now: deps.clock.now() }, body)),
    );
  }
}

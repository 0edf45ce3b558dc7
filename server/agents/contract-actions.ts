import type { Client, InStatement } from "@libsql/client";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ErrorCode, type ContractAnswer, type ContractKind, type ContractRequest } from "../../contract";
import { CONTRACT_RULES } from "../../contract/agent";
import { failure, success, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { memberRow } from "../wallet/store";
import { flagEnabled } from "../store/whitelabel";
import { text } from "../messages";
import { actionsFor, contractsOf, contractView, findContract, isOpen, openContractsAround, roleIn, runningContractOf, type ContractRow } from "./contracts-store";
import { isAgentType, isTrialType } from "./members";
import { agentText, type AgentMessageKey } from "./messages";
import { checkRate, rateOf } from "./rates";

const refuse = (lang: Lang, status: ContentfulStatusCode, code: string, key: AgentMessageKey, values?: Record<string, string | number>, value?: unknown) =>
  failure(status, code, agentText(lang, key, values), value);

type Ctx = { db: Client; lang: Lang; memberId: number; kind: ContractKind; now: number };

const answer = (memberId: number, parts: { contract?: ContractRow; contracts?: ContractRow[]; ends?: ContractRow[] }): ContractAnswer => ({
  contract: parts.contract ? contractView(parts.contract, memberId) : null,
  contracts: (parts.contracts ?? []).map((c) => contractView(c, memberId)),
  ends: (parts.ends ?? []).map((c) => contractView(c, memberId)),
});

/**
 * What a contract of `rateCent` between `uplineId` and `downlineId` ends once it runs: the pair's running contract
 * ("replaced") and every open contract the downline gave (or offered) their own downlines at a higher rate ("lowerRate").
 */
export async function endsOf(db: Client, kind: ContractKind, uplineId: number, downlineId: number, rateCent: number): Promise<{ contract: ContractRow; reason: "lowerRate" | "replaced" }[]> {
  const around = await openContractsAround(db, kind, downlineId);
  const ends: { contract: ContractRow; reason: "lowerRate" | "replaced" }[] = [];
  for (const c of around) {
    if (c.downlineId === downlineId && c.uplineId === uplineId && c.status !== "pending") ends.push({ contract: c, reason: "replaced" });
    else if (c.uplineId === downlineId && c.rateCent > rateCent) ends.push({ contract: c, reason: "lowerRate" });
  }
  return ends;
}

/** Checks of an offer (preview and offer): who may offer to whom, the rate's range, decimals and ceiling. */
async function checkOffer(ctx: Ctx, downlineId: number, rateText: string): Promise<Outcome<{ rateCent: number }>> {
  const { db, lang, memberId, kind } = ctx;
  const rule = CONTRACT_RULES[kind];
  const upline = await memberRow(db, memberId);
  if (!upline || !isAgentType(upline.type)) return refuse(lang, 403, ErrorCode.agentOnly, "agentOnly");
  const downline = await memberRow(db, downlineId);
  if (!downline || downline.uplineId !== memberId) return refuse(lang, 400, ErrorCode.notDirectDownline, "notDirectDownline");
  if (isTrialType(downline.type)) return refuse(lang, 400, ErrorCode.downlineNotEligible, "downlineTrial");
  if (rule.agentsOnly && !isAgentType(downline.type)) return refuse(lang, 400, ErrorCode.downlineNotEligible, "downlineNotAgent");
  const rate = checkRate(rateText, rule);
  if (!rate.ok && rate.problem === "decimals") return refuse(lang, 400, ErrorCode.rateTooManyDecimals, "rateTooManyDecimals", { decimals: rule.decimals }, { decimals: rule.decimals });
  if (!rate.ok) return refuse(lang, 400, ErrorCode.rateOutOfRange, "rateOutOfRange", { min: rule.minRate, max: rule.maxRate }, { min: rule.minRate, max: rule.maxRate });
  if (upline.uplineId !== null) {
    const own = await runningContractOf(db, kind, memberId);
    if (!own || own.status !== "active") return refuse(lang, 400, ErrorCode.rateAboveOwn, "noOwnContract", undefined, { max: 0 });
    if (rate.rateCent > own.rateCent) return refuse(lang, 400, ErrorCode.rateAboveOwn, "rateAboveOwn", { max: rateOf(own.rateCent) }, { max: rateOf(own.rateCent) });
  }
  return success({ rateCent: rate.rateCent });
}

const endStatement = (c: ContractRow, reason: "lowerRate" | "replaced", now: number): InStatement => ({
  sql: "UPDATE agent_contracts SET status = 'ended', end_reason = ?, ended_at = ?, termination_requested_by = NULL, version = version + 1 WHERE id = ? AND version = ?",
  args: [reason, now, c.id, c.version],
});

const CLOSED_MESSAGE: Record<string, AgentMessageKey> = { withdrawn: "closedWithdrawn", rejected: "closedRejected", terminated: "closedTerminated", ended: "closedEnded" };

/** Runs one contract request for the caller. Callers serialize it (one contract change at a time per database). */
export async function runContractRequest(ctx: Ctx, request: ContractRequest): Promise<Outcome<ContractAnswer>> {
  const { db, lang, memberId, kind, now } = ctx;
  if (!(await flagEnabled(db, CONTRACT_RULES[kind].flag)) || !(await flagEnabled(db, "AGENTPROGRAM3"))) {
    return failure(403, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
  }
  const me = await memberRow(db, memberId);
  if (!me || isTrialType(me.type)) return refuse(lang, 403, ErrorCode.agentOnly, "agentOnly");

  switch (request.action) {
    case "list":
      return success(answer(memberId, { contracts: await contractsOf(db, memberId, kind) }));
    case "detail": {
      const contract = await findContract(db, request.contractId);
      if (!contract || contract.kind !== kind || !roleIn(contract, memberId)) return refuse(lang, 404, ErrorCode.contractNotFound, "contractNotFound");
      return success(answer(memberId, { contract }));
    }
    case "preview":
    case "offer": {
      const checked = await checkOffer(ctx, request.downlineId, request.rate);
      if (!checked.ok) return checked;
      const ends = await endsOf(db, kind, memberId, request.downlineId, checked.value.rateCent);
      const endRows = ends.map((e) => e.contract);
      if (request.action === "preview") return success(answer(memberId, { ends: endRows }));
      const pending = await db.execute({ sql: "SELECT id FROM agent_contracts WHERE kind = ? AND upline_id = ? AND downline_id = ? AND status = 'pending'", args: [kind, memberId, request.downlineId] });
      if (pending.rows.length > 0) return refuse(lang, 409, ErrorCode.contractPendingExists, "pendingExists");
      if (endRows.length > 0 && request.confirmEnds !== true) {
        return refuse(lang, 409, ErrorCode.contractConfirmRequired, "confirmRequired", { count: endRows.length }, { ends: endRows.map((c) => contractView(c, memberId)) });
      }
      const inserted = await db.execute({
        sql: "INSERT INTO agent_contracts (kind, upline_id, downline_id, rate_cent, status, version, created_at) VALUES (?, ?, ?, ?, 'pending', 1, ?) RETURNING id",
        args: [kind, memberId, request.downlineId, checked.value.rateCent, now],
      });
      const contract = await findContract(db, Number(inserted.rows[0]?.id));
      if (!contract) throw new Error("offered contract vanished");
      return success(answer(memberId, { contract, ends: endRows }));
    }
    default:
      return act(ctx, request);
  }
}

/** accept, reject, withdraw, requestTermination, terminate on a contract seen at `version`. */
async function act(ctx: Ctx, request: Extract<ContractRequest, { version: number }>): Promise<Outcome<ContractAnswer>> {
  const { db, lang, memberId, kind, now } = ctx;
  const contract = await findContract(db, request.contractId);
  const role = contract && contract.kind === kind ? roleIn(contract, memberId) : undefined;
  if (!contract || !role) return refuse(lang, 404, ErrorCode.contractNotFound, "contractNotFound");
  if (!isOpen(contract.status)) return refuse(lang, 409, ErrorCode.contractClosed, CLOSED_MESSAGE[contract.status] ?? "closedEnded", undefined, contractView(contract, memberId));
  if (contract.version !== request.version) return refuse(lang, 409, ErrorCode.contractVersionConflict, "versionConflict", undefined, contractView(contract, memberId));
  if (!actionsFor(contract, role).includes(request.action)) return refuse(lang, 403, ErrorCode.contractActionNotAllowed, "actionNotAllowed");

  const bump = (set: string, args: (string | number | null)[]): InStatement => ({
    sql: `UPDATE agent_contracts SET ${set}, version = version + 1 WHERE id = ? AND version = ?`,
    args: [...args, contract.id, contract.version],
  });
  let statements: InStatement[] = [];
  let ended: ContractRow[] = [];
  switch (request.action) {
    case "accept": {
      const ends = await endsOf(db, kind, contract.uplineId, contract.downlineId, contract.rateCent);
      ended = ends.map((e) => e.contract);
      statements = [
        ...ends.map((e) => endStatement(e.contract, e.reason, now)),
        bump("status = 'active', accepted_at = ?, settled_until = ?", [now, now]),
      ];
      break;
    }
    case "reject":
      statements = [contract.status === "pending" ? bump("status = 'rejected', ended_at = ?", [now]) : bump("status = 'active', termination_requested_by = NULL", [])];
      break;
    case "withdraw":
      statements = [bump("status = 'withdrawn', ended_at = ?", [now])];
      break;
    case "requestTermination":
      statements = [bump("status = 'terminationRequested', termination_requested_by = ?", [role])];
      break;
    case "terminate":
      statements = [bump("status = 'terminated', ended_at = ?", [now])];
      break;
  }
  await db.batch(statements, "write");
  const after = await findContract(db, contract.id);
  if (!after) throw new Error("contract vanished");
  const endedNow = (await Promise.all(ended.map((c) => findContract(db, c.id)))).filter((c): c is ContractRow => c !== undefined);
  return success(answer(memberId, { contract: after, ends: endedNow }));
}

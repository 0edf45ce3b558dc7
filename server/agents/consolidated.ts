import type { Client } from "@libsql/client";
import { CONSOLIDATED_KEYS, CONTRACT_KINDS, type Consolidated, type ConsolidatedInfo } from "../../contract";
import { CONTRACT_RULES } from "../../contract/agent";
import { flagEnabled } from "../store/whitelabel";
import { memberRow } from "../wallet/store";
import { awaiting, roleIn, type ContractRow } from "./contracts-store";
import { contractsOf } from "./contracts-store";
import { isAgentType } from "./members";
import { rateOf } from "./rates";

/** The consolidated contract summary of a member: waiting counts (badges) and, per kind, what may be shown. */
export async function consolidatedOf(db: Client, memberId: number): Promise<Consolidated> {
  const member = await memberRow(db, memberId);
  const programme = await flagEnabled(db, "AGENTPROGRAM3");
  const directs = await db.execute({ sql: "SELECT COUNT(*) AS n FROM members WHERE upline_id = ? AND type <> 4", args: [memberId] });
  const hasDownlines = Number(directs.rows[0]?.n ?? 0) > 0;
  const answer: Record<string, number | ConsolidatedInfo> = {};
  for (const kind of CONTRACT_KINDS) {
    const rule = CONTRACT_RULES[kind];
    const enabled = programme && (await flagEnabled(db, rule.flag));
    const contracts: ContractRow[] = member ? await contractsOf(db, memberId, kind) : [];
    const waiting = contracts.filter((c) => {
      const role = roleIn(c, memberId);
      return role !== undefined && awaiting(c, role);
    }).length;
    const held = contracts.filter((c) => c.downlineId === memberId && (c.status === "active" || c.status === "terminationRequested"));
    const offered = contracts.filter((c) => c.downlineId === memberId && c.status === "pending");
    const own = held[0] ?? offered[0];
    const top = member?.uplineId === null;
    const ownActive = held[0]?.status === "active" ? held[0] : undefined;
    const isAgent = member !== undefined && isAgentType(member.type);
    answer[CONSOLIDATED_KEYS[kind].req] = enabled ? waiting : 0;
    answer[CONSOLIDATED_KEYS[kind].info] = {
      enabled,
      own: own ? { id: own.id, status: own.status, rate: rateOf(own.rateCent), version: own.version } : null,
      canOffer: enabled && isAgent && hasDownlines && (top || ownActive !== undefined),
      maxOfferRate: !isAgent ? 0 : top ? rule.maxRate : ownActive ? rateOf(ownActive.rateCent) : 0,
    };
  }
  return answer as Consolidated;
}

import type { Client } from "@libsql/client";
import { AGENT_TYPES, TRIAL_TYPE } from "../../contract";
import { memberRow, type MemberRow } from "../wallet/store";

export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;

/** The member when they are an agent, else undefined. */
export async function agentRow(db: Client, memberId: number): Promise<MemberRow | undefined> {
  const member = await memberRow(db, memberId);
  return member && isAgentType(member.type) ? member : undefined;
}

/** `WITH` clause naming `team(id, root)`: everyone below `?` (the bound agent id), `root` their direct downline. */
export const TEAM_CTE = `WITH RECURSIVE team(id, root) AS (
  SELECT id, id FROM members WHERE upline_id = ?
  UNION ALL SELECT m.id, t.root FROM members m JOIN team t ON m.upline_id = t.id)`;

/** `WITH` clause naming `crew(id)`: the bound member and everyone below them. */
export const CREW_CTE = `WITH RECURSIVE crew(id) AS (
  SELECT ? UNION ALL SELECT m.id FROM members m JOIN crew c ON m.upline_id = c.id)`;

import { expect } from "vitest";
import type { ContractAnswer, ContractKind, ContractRequest } from "../../contract";
import { CONTRACT_CALL } from "../../contract/agent-calls";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { postEncrypted, send, tokenFor, type Answer } from "./helpers";

/** Seeded ids (server/seed-data.ts). */
export const ID = { agent: 1002, subagent: 1003, player1: 1004, player2: 1005, demo: 1001, subagent2: 1011, player3: 1012, subagent3: 1013, player4: 1014, player5: 1015 } as const;

export const PASSWORDS: Record<string, string> = {
  agent: "Agent1234", subagent: "Sub12345", player1: "Player123", player2: "Player234", demo: "Demo1234",
  subagent2: "Sub23456", player3: "Player345", subagent3: "Sub34567", player4: "Player456", player5: "Player567",
};

export const tokenOf = (server: ReferenceServer, username: string) => tokenFor(server, username, PASSWORDS[username] ?? "");

/** One contract call of `kind` (English answers). */
export function contractCall(server: ReferenceServer, token: string, kind: ContractKind, body: ContractRequest, lang = "EN"): Promise<Answer> {
  return send(server, "POST", calls[CONTRACT_CALL[kind]].path, { token, body, headers: { Language: lang } });
}

export const valueOf = (answer: Answer) => answer.json?.value as ContractAnswer;

/** Registers a downline under the agent of `token` (encrypted body, as the client sends it). */
export function registerDownline(server: ReferenceServer, token: string, body: { username: string; password: string; isAgent: boolean; nickname?: string }, lang = "EN"): Promise<Answer> {
  return postEncrypted(server, calls.registerDownline.path, body, { token, headers: { Language: lang } });
}

/** Every settlement has exactly its wage transaction in the ledger: the holder paid, by its upline and the house. */
export async function expectSettlementsMatchLedger(server: ReferenceServer): Promise<void> {
  // Each settlement is one wage transaction: the holder's main wallet +amount, the upline's -upline_paid (when it paid
  // any), house:bonus the rest; nothing else.
  const mismatched = await server.db.execute(`SELECT s.id FROM agent_settlements s LEFT JOIN ledger_transactions t ON t.ref = s.tx_ref
    WHERE t.kind IS NOT 'wage'
      OR (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries e WHERE e.tx_ref = s.tx_ref AND e.account = 'wallet' AND e.member_id = s.holder_id AND e.account_type_id = 0) <> s.amount_minor
      OR (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries e WHERE e.tx_ref = s.tx_ref AND e.account = 'wallet' AND e.member_id = s.upline_id AND e.account_type_id = 0) <> -s.upline_paid_minor
      OR (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries e WHERE e.tx_ref = s.tx_ref AND e.account = 'house:bonus') <> s.upline_paid_minor - s.amount_minor
      OR (SELECT COUNT(*) FROM ledger_entries e WHERE e.tx_ref = s.tx_ref AND NOT ((e.account = 'wallet' AND e.member_id IN (s.holder_id, s.upline_id)) OR e.account = 'house:bonus')) > 0
      OR s.upline_paid_minor < 0 OR s.upline_paid_minor > s.amount_minor`);
  expect(mismatched.rows.map((r) => Number(r.id))).toEqual([]);
  const misfiled = await server.db.execute("SELECT s.id FROM agent_settlements s JOIN agent_contracts c ON c.id = s.contract_id WHERE c.upline_id <> s.upline_id OR c.downline_id <> s.holder_id");
  expect(misfiled.rows.map((r) => Number(r.id))).toEqual([]);
  const orphans = await server.db.execute("SELECT COUNT(*) AS n FROM ledger_transactions t WHERE t.ref LIKE 'agent-%' AND NOT EXISTS (SELECT 1 FROM agent_settlements s WHERE s.tx_ref = t.ref)");
  expect(Number(orphans.rows[0]?.n)).toBe(0);
}

import type { Client, Row } from "@libsql/client";
import { type Contract, type ContractAction, type ContractKind, type ContractStatus } from "../../contract";
import { OPEN_CONTRACT_STATUSES } from "../../contract/agent";
import { rateOf } from "./rates";

export type ContractRow = {
  id: number;
  kind: ContractKind;
  uplineId: number;
  uplineName: string;
  downlineId: number;
  downlineName: string;
  rateCent: number;
  status: ContractStatus;
  version: number;
  createdAt: number;
  acceptedAt: number | null;
  endedAt: number | null;
  terminationRequestedBy: "upline" | "downline" | null;
  endReason: "lowerRate" | "replaced" | null;
  settledUntil: number | null;
};

const SELECT = `SELECT c.*, u.username AS upline_name, d.username AS downline_name FROM agent_contracts c
  JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

const optNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toRow(r: Row): ContractRow {
  return {
    id: Number(r.id),
    kind: String(r.kind) as ContractKind,
    uplineId: Number(r.upline_id),
    uplineName: String(r.upline_name),
    downlineId: Number(r.downline_id),
    downlineName: String(r.downline_name),
    rateCent: Number(r.rate_cent),
    status: String(r.status) as ContractStatus,
    version: Number(r.version),
    createdAt: Number(r.created_at),
    acceptedAt: optNumber(r.accepted_at),
    endedAt: optNumber(r.ended_at),
    terminationRequestedBy: r.termination_requested_by === null ? null : (String(r.termination_requested_by) as "upline" | "downline"),
    endReason: r.end_reason === null ? null : (String(r.end_reason) as "lowerRate" | "replaced"),
    settledUntil: optNumber(r.settled_until),
  };
}

export const isOpen = (status: ContractStatus) => OPEN_CONTRACT_STATUSES.includes(status);

export async function findContract(db: Client, id: number): Promise<ContractRow | undefined> {
  const result = await db.execute({ sql: `${SELECT} WHERE c.id = ?`, args: [id] });
  const row = result.rows[0];
  return row ? toRow(row) : undefined;
}

/** The caller's contracts of a kind: open ones first (newest first), then the 20 latest closed ones. */
export async function contractsOf(db: Client, memberId: number, kind: ContractKind): Promise<ContractRow[]> {
  const open = await db.execute({
    sql: `${SELECT} WHERE c.kind = ? AND (c.upline_id = ? OR c.downline_id = ?) AND c.status IN ('pending', 'active', 'terminationRequested') ORDER BY c.id DESC`,
    args: [kind, memberId, memberId],
  });
  const closed = await db.execute({
    sql: `${SELECT} WHERE c.kind = ? AND (c.upline_id = ? OR c.downline_id = ?) AND c.status NOT IN ('pending', 'active', 'terminationRequested') ORDER BY c.id DESC LIMIT 20`,
    args: [kind, memberId, memberId],
  });
  return [...open.rows, ...closed.rows].map(toRow);
}

/** Open contracts of a kind held by `downlineId` (as holder) or given by them (as upline). */
export async function openContractsAround(db: Client, kind: ContractKind, memberId: number): Promise<ContractRow[]> {
  const result = await db.execute({
    sql: `${SELECT} WHERE c.kind = ? AND (c.downline_id = ? OR c.upline_id = ?) AND c.status IN ('pending', 'active', 'terminationRequested') ORDER BY c.id`,
    args: [kind, memberId, memberId],
  });
  return result.rows.map(toRow);
}

/** The member's running (active or termination-requested) contract of a kind as holder. */
export async function runningContractOf(db: Client, kind: ContractKind, holderId: number): Promise<ContractRow | undefined> {
  const result = await db.execute({ sql: `${SELECT} WHERE c.kind = ? AND c.downline_id = ? AND c.status IN ('active', 'terminationRequested')`, args: [kind, holderId] });
  const row = result.rows[0];
  return row ? toRow(row) : undefined;
}

/** Open contracts between two members (either way round), for the downline list. */
export async function openContractsBetween(db: Client, uplineId: number, downlineId: number): Promise<ContractRow[]> {
  const result = await db.execute({
    sql: `${SELECT} WHERE c.upline_id = ? AND c.downline_id = ? AND c.status IN ('pending', 'active', 'terminationRequested') ORDER BY c.id`,
    args: [uplineId, downlineId],
  });
  return result.rows.map(toRow);
}

export function roleIn(contract: ContractRow, memberId: number): "upline" | "downline" | undefined {
  if (contract.uplineId === memberId) return "upline";
  if (contract.downlineId === memberId) return "downline";
  return undefined;
}

/** What `role` may do to the contract now. */
export function actionsFor(contract: ContractRow, role: "upline" | "downline"): ContractAction[] {
  switch (contract.status) {
    case "pending":
      return role === "downline" ? ["accept", "reject"] : ["withdraw"];
    case "active":
      return ["requestTermination"];
    case "terminationRequested":
      return contract.terminationRequestedBy === role ? [] : ["terminate", "reject"];
    default:
      return [];
  }
}

export function awaiting(contract: ContractRow, role: "upline" | "downline"): boolean {
  return (contract.status === "pending" && role === "downline") || (contract.status === "terminationRequested" && contract.terminationRequestedBy !== role);
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The contract as the member sees it (role, whether it waits for them, their actions). */
export function contractView(contract: ContractRow, memberId: number): Contract {
  const role = roleIn(contract, memberId) ?? "upline";
  return {
    id: contract.id,
    kind: contract.kind,
    uplineId: contract.uplineId,
    uplineName: contract.uplineName,
    downlineId: contract.downlineId,
    downlineName: contract.downlineName,
    rate: rateOf(contract.rateCent),
    status: contract.status,
    version: contract.version,
    createdAt: new Date(contract.createdAt).toISOString(),
    acceptedAt: iso(contract.acceptedAt),
    endedAt: iso(contract.endedAt),
    terminationRequestedBy: contract.status === "terminationRequested" ? contract.terminationRequestedBy : null,
    endReason: contract.endReason,
    role,
    awaitingMe: roleIn(contract, memberId) !== undefined && awaiting(contract, role),
    actions: roleIn(contract, memberId) !== undefined ? actionsFor(contract, role) : [],
  };
}

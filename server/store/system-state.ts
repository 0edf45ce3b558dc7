import type { Client } from "@libsql/client";
import { readCache } from "../read-cache";
import { bool, num, optStr } from "./values";

export type SystemState = {
  /** 0 running, 1 maintenance, 2 region restriction. */
  status: 0 | 1 | 2;
  maintenanceEnd: string | null;
  /** A location set by the dev route; null means "the caller's IP, country TH". */
  location: { ip: string; country: string } | null;
  domainValid: boolean;
};

/** The state as last read: every /wps call's maintenance check asks; a write to system_state empties it (read-cache.ts). */
const copy = (state: SystemState): SystemState => ({ ...state, location: state.location && { ...state.location } });

export async function getSystemState(db: Client): Promise<SystemState> {
  const cache = readCache<SystemState>(db, "system state", /\bsystem_state\b/i, 1);
  const cached = cache?.get("state");
  if (cached) return copy(cached);
  const mark = cache?.mark() ?? 0;
  const state = await readSystemState(db);
  cache?.store(mark, "state", copy(state));
  return state;
}

async function readSystemState(db: Client): Promise<SystemState> {
  const result = await db.execute("SELECT status, maintenance_end, location_ip, location_country, domain_valid FROM system_state WHERE id = 1");
  const row = result.rows[0];
  if (!row) throw new Error("system_state row is missing");
  const status = num(row, "status");
  const ip = optStr(row, "location_ip");
  const country = optStr(row, "location_country");
  return {
    status: status === 1 || status === 2 ? status : 0,
    maintenanceEnd: optStr(row, "maintenance_end"),
    location: ip !== null && country !== null ? { ip, country } : null,
    domainValid: bool(row, "domain_valid"),
  };
}

export async function updateSystemState(db: Client, patch: Partial<SystemState>): Promise<SystemState> {
  const current = await getSystemState(db);
  const next: SystemState = { ...current, ...patch };
  await db.execute({
    sql: "UPDATE system_state SET status = ?, maintenance_end = ?, location_ip = ?, location_country = ?, domain_valid = ? WHERE id = 1",
    args: [next.status, next.maintenanceEnd, next.location?.ip ?? null, next.location?.country ?? null, next.domainValid ? 1 : 0],
  });
  return next;
}

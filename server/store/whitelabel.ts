import type { Client } from "@libsql/client";
import type { WhitelabelNode } from "../../contract";
import { bool, optStr, str } from "./values";

/**
 * Social sign-in and Firebase phone verification: the reference environment's only providers are its stand-ins, dev
 * routes; without them these are off.
 */
export const STAND_IN_FLAGS: ReadonlySet<string> = new Set(["GOOGLELOGIN3", "FACEBOOKLOGIN3", "FIREBASESMS3"]);

/** The flag tree as the platform sends it; `forcedOff` flags answer "0" whatever is stored. */
export async function whitelabelTree(db: Client, forcedOff: ReadonlySet<string> = new Set()): Promise<WhitelabelNode[]> {
  const result = await db.execute("SELECT mod_id, parent_id, enabled FROM whitelabel_flags ORDER BY sort, mod_id");
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of result.rows) {
    const on = bool(row, "enabled") && !forcedOff.has(str(row, "mod_id"));
    nodes.set(str(row, "mod_id"), { modId: str(row, "mod_id"), enabled: on ? "1" : "0", childrenNodes: [] });
  }
  const roots: WhitelabelNode[] = [];
  for (const row of result.rows) {
    const node = nodes.get(str(row, "mod_id"));
    const parentId = optStr(row, "parent_id");
    const parent = parentId === null ? undefined : nodes.get(parentId);
    if (!node) continue;
    if (parent) parent.childrenNodes?.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Sets flags by modId; returns the ids that do not exist (nothing is changed then). */
export async function setWhitelabelFlags(db: Client, flags: Record<string, boolean>): Promise<string[]> {
  const ids = Object.keys(flags);
  if (ids.length === 0) return [];
  const known = await db.execute({ sql: `SELECT mod_id FROM whitelabel_flags WHERE mod_id IN (${ids.map(() => "?").join(", ")})`, args: ids });
  const found = new Set(known.rows.map((row) => str(row, "mod_id")));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) return unknown;
  await db.batch(
    ids.map((id) => ({ sql: "UPDATE whitelabel_flags SET enabled = ? WHERE mod_id = ?", args: [flags[id] ? 1 : 0, id] })),
    "write",
  );
  return [];
}

/** Whether a flag is on (an unknown flag is off). */
export async function flagEnabled(db: Client, modId: string): Promise<boolean> {
  const result = await db.execute({ sql: "SELECT enabled FROM whitelabel_flags WHERE mod_id = ?", args: [modId] });
  const row = result.rows[0];
  return row ? bool(row, "enabled") : false;
}

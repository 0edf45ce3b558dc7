import type { StudioCatalogue } from "./model";
import type { StudioRoute as Route } from "./routing";

export type HitKind = "machine" | "state" | "event" | "call" | "screen" | "spec";

export interface SearchHit {
  kind: HitKind;
  /** What the hit shows, e.g. "login.active.form.submitting". */
  text: string;
  /** Where it is: the machine id, the call's path. */
  context?: string;
  to: Route;
}

const RANK: Record<HitKind, number> = { machine: 0, screen: 1, state: 2, event: 3, call: 4, spec: 5 };

/**
 * Finds machines (id, file, description), states (id, description), events (type, on-screen labels), API calls (method
 * and path), screens and spec sections whose words contain every word of the query (case-insensitive). Best first:
 * by kind, then the ones whose text starts with the query.
 */
export function search(catalogue: StudioCatalogue, query: string, limit = 50): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const matches = (...texts: (string | undefined)[]) => {
    const hay = texts.filter(Boolean).join(" ").toLowerCase();
    return words.every((w) => hay.includes(w));
  };
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  const add = (hit: SearchHit) => {
    const key = `${hit.kind}|${hit.text}|${hit.context ?? ""}`;
    if (!seen.has(key)) {
      seen.add(key);
      hits.push(hit);
    }
  };
  for (const m of catalogue.machines) {
    if (matches(m.id, m.file, m.description, m.screen)) add({ kind: "machine", text: m.id, context: m.description ?? m.file, to: { page: "machine", machineId: m.id } });
    for (const s of m.states) {
      if (matches(s.id, s.description)) add({ kind: "state", text: s.id, context: s.description, to: { page: "machine", machineId: m.id, stateId: s.id } });
      if (s.screen && matches(s.screen)) add({ kind: "screen", text: s.screen, context: s.id, to: { page: "machine", machineId: m.id, stateId: s.id } });
    }
    if (m.screen && matches(m.screen)) add({ kind: "screen", text: m.screen, context: m.id, to: { page: "machine", machineId: m.id } });
    for (const t of m.transitions) {
      if (!t.event || t.event.startsWith("xstate.")) continue;
      if (matches(t.event, t.description, ...t.labels.map((l) => l.text))) add({ kind: "event", text: t.event, context: m.id, to: { page: "machine", machineId: m.id, stateId: t.source } });
    }
    for (const s of m.states) {
      for (const invoke of s.invokes) {
        for (const callId of invoke.callIds) {
          const call = catalogue.calls.find((c) => c.id === callId);
          if (matches(callId, call?.name, call?.path)) add({ kind: "call", text: callId, context: `${m.id}: ${s.id}`, to: { page: "machine", machineId: m.id, stateId: s.id } });
        }
      }
    }
  }
  // Calls no state names (yet) are found too; they lead to the index.
  for (const call of catalogue.calls) {
    if (!hits.some((h) => h.kind === "call" && h.text === call.id) && matches(call.id, call.name, call.path)) add({ kind: "call", text: call.id, context: call.name, to: { page: "index" } });
  }
  for (const r of catalogue.routes) {
    if (matches(r.screen, r.path)) add({ kind: "screen", text: `${r.screen} (${r.path})`, context: r.flows.join(", "), to: r.flows[0] ? { page: "machine", machineId: r.flows[0] } : { page: "index" } });
  }
  for (const section of catalogue.spec) {
    if (matches(section.ref, section.text)) add({ kind: "spec", text: section.ref, to: { page: "spec", anchor: section.anchor } });
  }
  const q = words.join(" ");
  return hits
    .map((hit, n) => ({ hit, n, starts: hit.text.toLowerCase().startsWith(q) ? 0 : 1 }))
    .sort((a, b) => RANK[a.hit.kind] - RANK[b.hit.kind] || a.starts - b.starts || a.n - b.n)
    .slice(0, limit)
    .map((x) => x.hit);
}

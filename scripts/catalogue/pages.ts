import type { CoverageFigures } from "./inventory";
import type { MachineStructure } from "./machine-structure";
import type { SourceDocs } from "./source-docs";

export interface MachinePage {
  file: string;
  exportName: string;
  docs: SourceDocs;
  structure: MachineStructure;
  svg: string;
  paths: { model: string; sentences: string[] }[];
  /** Measured by `npm run paths` (replayed on the live actor), when it ran. */
  coverage?: CoverageFigures;
  /** What the generated paths reach when run on the machine (actors answering as the paths say) at build time. */
  reached: CoverageFigures;
  mutation?: { score: number; killed: number; total: number };
}

export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b2030;background:#fafbfd}
main{max-width:1200px;margin:0 auto;padding:16px 24px}a{color:#1d3f8a}
table{border-collapse:collapse;width:100%;margin:8px 0 20px}th,td{border:1px solid #d5dae6;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#eef1f8}code{font:13px ui-monospace,monospace}.diagram{overflow:auto;border:1px solid #d5dae6;background:#fff;padding:8px}
.paths li{margin:2px 0}.muted{color:#667}nav{margin-bottom:12px}`;

function page(title: string, body: string, home: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${home}style.css"></head>
<body><main>${body}</main></body></html>
`;
}

const percent = (covered: number, total: number) => `${covered}/${total}`;

const figures = (c: CoverageFigures) => `states ${percent(c.states.covered, c.states.total)}, transitions ${percent(c.transitions.covered, c.transitions.total)}, paths ${c.paths}`;

/** The measured figures when `npm run paths` wrote them, else what the generated paths reach by the machine's definition. */
export function coverageText(p: Pick<MachinePage, "coverage" | "reached">): string {
  return p.coverage ? `${figures(p.coverage)} (replayed by npm run paths)` : `${figures(p.reached)} (the generated paths run on the machine when the catalogue was built)`;
}

export function mutationText(mutation: MachinePage["mutation"]): string {
  return mutation ? `${mutation.score}% (${mutation.killed} of ${mutation.total} mutants detected)` : "not measured";
}

export function indexPage(pages: MachinePage[]): string {
  const rows = pages
    .map(
      (p) => `<tr><td><a href="machines/${p.file}.html">${escapeHtml(p.structure.id)}</a><br><code class="muted">machines/${p.file}.machine.ts</code></td>
<td>${escapeHtml(p.docs.purpose ?? "")}</td><td>${p.structure.states.length}</td><td>${p.structure.transitions.length}</td>
<td>${escapeHtml(coverageText(p))}</td><td>${escapeHtml(mutationText(p.mutation))}</td></tr>`,
    )
    .join("\n");
  return page(
    "Machine catalogue",
    `<h1>Machine catalogue</h1>
<p>Every state machine under <code>machines/</code>, drawn from the machine itself (laid out with ELK when the catalogue was built), with its events, the actors it invokes and its generated test paths. Works offline.</p>
<table><thead><tr><th>Machine</th><th>Purpose</th><th>States</th><th>Transitions</th><th>Path coverage</th><th>Mutation score</th></tr></thead>
<tbody>
${rows}
</tbody></table>`,
    "",
  );
}

function eventsTable(p: MachinePage): string {
  const rows = p.structure.eventTypes.map((type) => {
    const handledIn = [...new Set(p.structure.transitions.filter((t) => t.eventType === type).map((t) => t.source))];
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    let shape = p.docs.events.get(type);
    if (!shape && actor) {
      const invoked = p.structure.invokes.find((i) => i.id === actor[2]);
      const types = invoked ? p.docs.actors.get(invoked.src) : undefined;
      shape = actor[1] === "done" ? `{ type; output: ${types?.output ?? "its result"} }` : "{ type; error: the failure (ErrorInfo) }";
    }
    if (!shape && type.startsWith("xstate.after.")) shape = "(a delay: no payload)";
    const labels = [...new Set(p.structure.transitions.filter((t) => t.eventType === type).map((t) => t.trigger))].join(", ");
    return `<tr><td><code>${escapeHtml(type)}</code>${labels !== type ? `<br><span class="muted">${escapeHtml(labels)}</span>` : ""}</td><td><code>${escapeHtml(shape ?? "{ type }")}</code></td><td>${handledIn.map((s) => `<code>${escapeHtml(s)}</code>`).join("<br>")}</td></tr>`;
  });
  return `<table><thead><tr><th>Event</th><th>Payload</th><th>Handled in</th></tr></thead><tbody>${rows.join("\n")}</tbody></table>`;
}

function actorsTable(p: MachinePage): string {
  if (!p.structure.invokes.length) return `<p class="muted">It invokes no actors.</p>`;
  const rows = p.structure.invokes.map((i) => {
    const types = p.docs.actors.get(i.src);
    const io = types ? [types.input ? `input <code>${escapeHtml(types.input)}</code>` : "", types.output ? `output <code>${escapeHtml(types.output)}</code>` : ""].filter(Boolean).join("<br>") : "";
    return `<tr><td><code>${escapeHtml(i.id)}</code></td><td><code>${escapeHtml(i.src)}</code>${types ? `<br><span class="muted">${escapeHtml(types.kind)}</span>` : ""}</td><td>${io}</td><td><code>${escapeHtml(i.state)}</code></td></tr>`;
  });
  return `<table><thead><tr><th>Id</th><th>Actor</th><th>Input / output</th><th>Invoked in</th></tr></thead><tbody>${rows.join("\n")}</tbody></table>`;
}

function statesList(p: MachinePage): string {
  const rows = p.structure.states.map((s) => {
    const labels = s.labels ? [s.labels.th && `TH: ${s.labels.th}`, s.labels.en && `EN: ${s.labels.en}`].filter(Boolean).join(" · ") : "";
    return `<tr><td><code>${escapeHtml(s.id)}</code></td><td>${s.type}</td><td>${escapeHtml([labels, s.description ?? ""].filter(Boolean).join(" — "))}</td></tr>`;
  });
  return `<details><summary>${p.structure.states.length} states</summary><table><thead><tr><th>State</th><th>Kind</th><th>Labels</th></tr></thead><tbody>${rows.join("\n")}</tbody></table></details>`;
}

function pathsSection(p: MachinePage): string {
  if (!p.paths.length) return `<p class="muted">No path model in tests/machines for this machine.</p>`;
  return p.paths
    .map(
      ({ model, sentences }) =>
        `<details><summary>Model <code>${escapeHtml(model)}</code>: ${sentences.length} paths</summary><ol class="paths">${sentences.map((s) => `<li>${escapeHtml(s)}</li>`).join("\n")}</ol></details>`,
    )
    .join("\n");
}

export function machinePage(p: MachinePage): string {
  return page(
    `${p.structure.id} machine`,
    `<nav><a href="../index.html">All machines</a></nav>
<h1>${escapeHtml(p.structure.id)}</h1>
<p><code>machines/${p.file}.machine.ts</code> · <code>${escapeHtml(p.exportName)}</code></p>
<p>${escapeHtml(p.docs.purpose ?? "")}</p>
<p>Path coverage: ${escapeHtml(coverageText(p))}. Mutation score: ${escapeHtml(mutationText(p.mutation))}.</p>
<h2>Diagram</h2>
<p class="muted">Dashed boxes are parallel regions (‖ marks their parent); ● is the initial state, ○* a transition the state takes from any state inside it; ↻ lines are events handled without leaving the state; [guard] and "after" labels show guards and delays. <a href="${p.file}.svg">SVG file</a></p>
<div class="diagram">${p.svg}</div>
<h2>States</h2>
${statesList(p)}
<h2>Events</h2>
${eventsTable(p)}
<h2>Invoked actors</h2>
${actorsTable(p)}
<h2>Generated paths</h2>
${pathsSection(p)}`,
    "../",
  );
}

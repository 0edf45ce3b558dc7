// An oracle rule (one `case "<event>":` of a tests/machines/*.oracle.ts) told in words a product owner can use: when
// it applies, in the machine's own words (docs/machine-words.md) where its authors wrote them, and what the test then
// checks.

/** One event a rule is about, with the machine's words for it. */
export interface OracleEvent {
  type: string;
  /** The `description`s of the machine's transitions on this event. */
  descriptions: string[];
  /** English labels of the controls that send it. */
  labels: string[];
}

/** What a rule expects of the step (scripts/studio/oracle-checks.ts reads it from the rule's code). */
export interface OracleChecks {
  /** Where the rule says the event can come from (its phases or states). */
  onlyWhile: string[];
  /** Actors the step must start, by id. */
  starts: string[];
  /** Context fields the step must set, and those it must empty. */
  keeps: string[];
  clears: string[];
  /** The rule expects something of the context that is not written field by field. */
  keepsOther: boolean;
  /** App actions by name, and events sent to children ("SMS.SEND to smsCode"). */
  effects: string[];
  /** The step must end the machine with an output. */
  output: boolean;
  /** Some branch of the rule expects nothing at all (`return {}`): no request, no effect. */
  nothing: boolean;
  /** What the rule notes in its own picture of the flow (`flow.kind = …`), and what it empties there. */
  notes: string[];
  unnotes: string[];
}

export const noChecks = (): OracleChecks => ({ onlyWhile: [], starts: [], keeps: [], clears: [], keepsOther: false, effects: [], output: false, nothing: false, notes: [], unnotes: [] });

/** `loadContracts` → "load contracts", `fieldErrors` → "field errors", `OFFER_RATE` → "offer rate". */
export function identifierWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._-]+/g, " ")
    .toLowerCase()
    .trim();
}

/** "a, b and c" (or "a, b or c"). */
export function listWords(items: readonly string[], last = "and"): string {
  const unique = [...new Set(items)];
  return unique.length <= 1 ? (unique[0] ?? "") : `${unique.slice(0, -1).join(", ")} ${last} ${unique.at(-1)}`;
}

/** "The upline confirms" → "the upline confirms"; "A call found …" → "a call found …"; "SMS …" stays. */
const lowerFirst = (text: string) => (/^[A-Z](?![A-Z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** A transition's description up to its first colon, semicolon or full stop: what happens, "The upline confirms". */
const whatHappens = (description: string) => description.split(/[:;] |\. /)[0]!.replace(/\.$/, "").trim();

/** The event as the end of "When …": "load contracts answers", "the upline goes back to change it", "“Back” is used". */
export function eventWords(event: OracleEvent): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor) return `${identifierWords(actor[2]!)} ${actor[1] === "done" ? "answers" : "fails"}`;
  const after = /^xstate\.after\.(\d+)\./.exec(event.type);
  if (after) return `${Number(after[1]) / 1000} s have passed`;
  const done = /^xstate\.done\.state\.(.+)$/.exec(event.type);
  if (done) return `${identifierWords(done[1]!.split(".").at(-1)!)} is done`;
  if (!event.type) return "nothing else is needed";
  const said = [...new Set(event.descriptions.map(whatHappens).filter(Boolean))];
  if (said.length === 1) return lowerFirst(said[0]!);
  if (event.labels.length) return `${listWords(event.labels.map((l) => `“${l}”`), "or")} is used`;
  return `“${identifierWords(event.type)}” happens`;
}

/** "The test checks that it starts preview offer, keeps ends and clears problem and error." */
export function checksWords(checks: OracleChecks): string {
  const parts = [
    checks.onlyWhile.length ? `it comes only while the flow is ${listWords(checks.onlyWhile.map(identifierWords), "or")}` : "",
    checks.starts.length ? `it starts ${listWords(checks.starts.map(identifierWords))}` : "",
    checks.keeps.length ? `it keeps ${listWords(checks.keeps.map(identifierWords))}` : checks.keepsOther ? "it keeps what the step brings" : "",
    checks.clears.length ? `it clears ${listWords(checks.clears.map(identifierWords))}` : "",
    checks.effects.length ? `it ${listWords(checks.effects.map(effectWords))}` : "",
    checks.output ? "the flow ends with its result" : "",
  ].filter(Boolean);
  // The harness's lists of requests and effects are exhaustive: an empty expectation means none of either.
  const none = "it starts nothing and tells the site nothing";
  if (!parts.length && checks.nothing) return `The test checks that ${none}.`;
  if (!parts.length) return notesWords(checks);
  const sentence = `The test checks that ${listWords(parts)}`;
  return checks.nothing ? `${sentence}; or, in the other cases, that ${none}.` : `${sentence}.`;
}

/** A rule that only updates its picture of the flow; the step's expectation is drawn from that picture afterwards. */
function notesWords(checks: OracleChecks): string {
  const notes = [
    checks.notes.length ? `notes ${listWords(checks.notes.map(identifierWords))}` : "",
    checks.unnotes.length ? `clears ${listWords(checks.unnotes.map(identifierWords))}` : "",
  ].filter(Boolean);
  return notes.length ? `The rule ${listWords(notes)}; the test checks the flow against what it noted so far.` : "The test checks the flow against what the rule noted so far.";
}

/** "SMS.SEND to smsCode" → "sends SMS.SEND to sms code"; "balanceChanged" → "tells the site “balance changed”". */
function effectWords(effect: string): string {
  const sent = /^(.+) to (.+)$/.exec(effect);
  return sent ? `sends ${sent[1]} to ${identifierWords(sent[2]!)}` : `tells the site “${identifierWords(effect)}”`;
}

/** An oracle rule's row in the studio: "When …" and what the test checks, after the rule's own comment. */
export function oracleRowWords(events: readonly OracleEvent[], comment: string, checks: OracleChecks): { title: string; outcome: string } {
  const title = `When ${listWords(events.map(eventWords), "or when")}`;
  const said = comment.trim();
  const checked = checksWords(checks);
  return { title, outcome: said ? `${/[.!?]["”']?$/.test(said) ? said : `${said}.`} ${checked}` : checked };
}

// The studio's data: what `scripts/studio/build-data.ts` generates from the machines, the route table, the contract,
// the tests and docs/spec.md, and what the studio (src/studio/) renders. Nothing here is written by hand except the
// words a machine's authors put on the machine (`description`, `meta`).

/** A reference to spec.md: "<top-level number> <heading>" optionally followed by " › <sub-heading>". */
export type SpecRef = string;

export interface StudioCatalogue {
  generatedAt: string;
  machines: StudioMachine[];
  /** Route path (as in src/routes/route-table.ts) to its screen and the flows it makes. */
  routes: StudioRoute[];
  /** Contract calls that some machine's actor makes. */
  calls: StudioCall[];
  /** spec.md's headings, so refs can be shown with their text and linked. */
  spec: StudioSpecSection[];
}

export interface StudioMachine {
  /** The machine's `id` (unique across the catalogue; used in the studio's URLs: /studio/machines/<id>). */
  id: string;
  /** Source file relative to the project, e.g. machines/login.machine.ts. */
  file: string;
  exportName: string;
  /** The machine's root `description`, if its authors wrote one. */
  description?: string;
  /** Root: the app machine; child: invoked or spawned by another machine; page: made by a route's page. */
  kind: "root" | "child" | "page";
  spec: SpecRef[];
  /** Screen name (root `meta.screen`), e.g. "Login dialog". */
  screen?: string;
  parents: StudioLink[];
  children: StudioLink[];
  /** Route paths whose page makes this flow. */
  routes: string[];
  states: StudioState[];
  transitions: StudioTransition[];
  scenarios: StudioScenario[];
  coverage?: { states: [number, number]; transitions: [number, number]; paths: number };
}

export interface StudioLink {
  /** The other machine's id. */
  machineId: string;
  via: "invoke" | "spawn" | "page";
  /** The state (full id, e.g. "app.running.session.guest") that invokes or spawns it; absent for page flows. */
  stateId?: string;
  /** The actor's `src` name in setup() and its systemId, when it has one. */
  src?: string;
  systemId?: string;
}

export interface StudioState {
  /** Full state node id, e.g. "login.form.submitting". */
  id: string;
  key: string;
  parentId?: string;
  type: "atomic" | "compound" | "parallel" | "final" | "history";
  /** Key of the initial child, for compound states. */
  initial?: string;
  description?: string;
  tags: string[];
  /** Actors invoked in this state, with the contract calls they make. */
  invokes: { id: string; src: string; callIds: string[] }[];
  /** State `meta.screen` or the machine's screen. */
  screen?: string;
  routes: string[];
  spec: SpecRef[];
}

export interface StudioTransition {
  /** Unique within the machine: "<source id> <event> #<index>" (tests/paths/machine-inventory.ts's transitionKey). */
  id: string;
  source: string;
  targets: string[];
  /** Event type; "" for eventless (always) transitions; "xstate.after.<ms>..." for delays. */
  event: string;
  guard?: string;
  actions: string[];
  description?: string;
  /** On-screen labels of the controls that send this event, per language. */
  labels: { lang: "th" | "en"; text: string }[];
}

export interface StudioScenario {
  /** Short name, e.g. "three wrong passwords". */
  title: string;
  /** The expected outcome in words, e.g. "the captcha appears and the fourth try needs it"; empty when the title says it all. */
  outcome: string;
  kind: "behaviour" | "oracle" | "path";
  /** The event types an oracle rule is about, as the machine names them (the title says them in words). */
  events?: string[];
  /** Test file and, where known, line. */
  file: string;
  line?: number;
  /** State ids the scenario passes. */
  states: string[];
}

export interface StudioRoute {
  path: string;
  screen: string;
  /** Machine ids of the flows this route's page makes. */
  flows: string[];
  /** Who may open it: visitor, member, trial, agent (from the route table's guard). */
  access?: string[];
}

export interface StudioCall {
  /** Stable id, e.g. "POST /wps/login". */
  id: string;
  method: string;
  path: string;
  /** The contract name of the call (contract/...). */
  name?: string;
  /** An example request body with secrets masked (src/app's one masking list), pretty JSON. */
  exampleBody?: string;
}

export interface StudioSpecSection {
  ref: SpecRef;
  level: number;
  /** Anchor used by the studio's spec page. */
  anchor: string;
  /** The section's markdown text (up to the next heading of the same or higher level). */
  text: string;
}

/**
 * Picture manifest written by `npm run studio` (dist-studio-screens/manifest.json, served at /studio/screens/); until
 * it has run, the server answers `{ shots: [] }`.
 */
export interface StudioScreens {
  /** When the pictures were taken; absent in the empty manifest the server answers before any were. */
  generatedAt?: string;
  shots: { machineId: string; stateId: string; lang: "th" | "en"; viewport: "desktop" | "phone"; file: string }[];
}

/**
 * The live channel: a running app with the studio switch on posts these on a BroadcastChannel named
 * STUDIO_LIVE_CHANNEL (same origin, no server, no network). Events and snapshots are masked before posting.
 */
export const STUDIO_LIVE_CHANNEL = "royal-studio-live";

export type StudioLiveMessage =
  | { type: "hello"; appSessionId: string; at: number }
  | {
      type: "actor";
      appSessionId: string;
      /** The actor's sessionId within the app. */
      actorId: string;
      /** The machine's id (matches StudioMachine.id); absent for non-machine actors. */
      machineId?: string;
      systemId?: string;
      parentActorId?: string;
      /** State value of the snapshot, and the full ids of the active state nodes. */
      value: unknown;
      stateIds: string[];
      status: "active" | "done" | "error" | "stopped";
      at: number;
    }
  | { type: "event"; appSessionId: string; actorId: string; machineId?: string; event: { type: string } & Record<string, unknown>; at: number };

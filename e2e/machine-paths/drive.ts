import type { APIRequestContext, BrowserContext, Page, Request } from "@playwright/test";
import type { EventObject } from "xstate";
import type { ErrorInfo } from "../../contract";
import type { Oracle } from "../../tests/paths/oracle";
import { expect } from "../fixtures";
import { dev } from "../support";
import type { PlannedPath } from "./plan";

/** What a driver works with while it replays one path. */
export interface DriveSession {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  baseURL: string;
  /** Driver-held facts for later steps (a captcha answer read, the withdrawal opened...). */
  memo: Record<string, unknown>;
}

/** The wire call an actor of the machine makes, and the body fields its input must show there (unencrypted calls). */
export interface WireCall {
  method: string;
  /** The path; or, where the actor's input picks one of several (registration by username or by mobile), all of them and the pick. */
  path: string | { among: readonly string[]; pick: (input: unknown) => string };
  /** The fields from the oracle's input; a value only the server knows (a row's id or version) from what the driver
   * recorded in `session.memo` of the answers the page received. */
  body?: (input: unknown, session: DriveSession) => Record<string, unknown>;
}

/**
 * How a machine's generated paths are played by a person and the reference server. User events become clicks and
 * typing; an actor's done or error event is what the server answers, arranged before the step that makes the call
 * (its seed, `/dev/faults`); delays pass in real time.
 */
export interface BrowserDriver {
  /** The actor's name as the app announces it to the inspector (its id). */
  flow: string;
  oracle?: Oracle;
  /** Whether the browser can produce this event variant (others make the paths that need them undrivable). */
  canDrive(event: EventObject): boolean;
  /** A fresh page at the start of the flow. */
  open(session: DriveSession): Promise<void>;
  /** Does what a person does; returns the event as really sent when a value had to be real (a captcha answer). */
  perform(event: EventObject, session: DriveSession): Promise<EventObject | void>;
  /** Makes the server answer the next call with this outcome. */
  arrange?(outcome: EventObject, session: DriveSession): Promise<void>;
  /** The wire call of each actor that talks to the server, by invoke id. */
  calls: Record<string, WireCall>;
}

/**
 * The next call to `path` fails as the path's error says. A lost connection is made in the browser (the server's
 * dropped one is retried by Chromium on a reused connection, and then answered); a refusal is the server's error
 * envelope with the path's code, message and value.
 */
export async function failNextCall(session: DriveSession, path: string, error: ErrorInfo): Promise<void> {
  if (error.kind === "network") {
    await session.page.route((url) => url.pathname === path, (route) => route.abort("connectionreset"), { times: 1 });
    return;
  }
  const body = { success: false, errorCode: error.errorCode, message: error.message ?? error.errorCode, ...(error.value === undefined ? {} : { value: error.value }) };
  await dev(session.request, "POST", "/faults", { path, kind: "malformed", body, times: 1 });
}

const isOutcome = (event: EventObject) => /^xstate\.(done|error)\.actor\./.test(event.type);
const isDelay = (event: EventObject) => event.type.startsWith("xstate.after.");

type Inspected = { type?: string; name?: string; sessionId?: string; definition?: string; snapshot?: { value?: unknown }; event?: { type?: string } };

/** The inspector's messages, parsed once each (a poll reads them many times). */
const parsedMessages = new WeakMap<readonly string[], Inspected[]>();
function parsed(messages: readonly string[]): Inspected[] {
  const known = parsedMessages.get(messages) ?? [];
  for (let i = known.length; i < messages.length; i += 1) {
    const message = JSON.parse(messages[i]!) as Inspected;
    // Only what is read below is kept: definitions and contexts are large.
    known.push({ type: message.type, name: message.name, sessionId: message.sessionId, definition: message.definition?.includes('"states"') ? "machine" : undefined, snapshot: { value: message.snapshot?.value }, event: { type: message.event?.type } });
  }
  parsedMessages.set(messages, known);
  return known;
}

/**
 * The state values an actor named `flow` went through, from the inspector messages (its latest instance). An actor
 * started before the inspector window connected is announced when the held messages go out, with its snapshot of
 * that moment (read when asked for, src/app/mask-inspection.ts): its `xstate.init` snapshot, when sent, says where it
 * really began.
 */
export function observedValues(messages: readonly string[], flow: string): string[] {
  const all = parsed(messages);
  // A machine's own invoke may share its name (the login machine's login call): only machines have states.
  const created = all.filter((m) => m.type === "@xstate.actor" && m.name === flow && m.definition === "machine");
  const latest = created[created.length - 1];
  if (!latest) return [];
  const snapshots = all.filter((m) => m.type === "@xstate.snapshot" && m.sessionId === latest.sessionId);
  const announced = snapshots[0]?.event?.type === "xstate.init" ? [] : [latest.snapshot?.value];
  const values = [...announced, ...snapshots.map((m) => m.snapshot?.value)];
  return withoutRepeats(values.filter((v) => v !== undefined).map(stateText));
}

/** A state value as text with its regions in name order (snapshots list parallel regions in varying order). */
export function stateText(value: unknown): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stateText(inner)}`).join(",")}}`;
}

const withoutRepeats = (values: string[]) => values.filter((v, i) => i === 0 || v !== values[i - 1]);

/** The calls to the server, as `METHOD /path`, from the page's requests. */
export function recordWire(page: Page, into: Array<{ call: string; request: Request }>): void {
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/wps/")) into.push({ call: `${request.method()} ${url.pathname}`, request });
  });
}

/** The calls an actor may make, as `METHOD /path`; with its input, the one it makes. */
const callNames = (call: WireCall) => (typeof call.path === "string" ? [call.path] : call.path.among).map((path) => `${call.method} ${path}`);
const callName = (call: WireCall, input: unknown) => `${call.method} ${typeof call.path === "string" ? call.path : call.path.pick(input)}`;

/**
 * Plays one planned path in the browser. After every step the actor must have gone through exactly the states the
 * path predicts, and no others; at the end the calls on the wire must be the model oracle's requests, in order and
 * each once, with the body fields the driver names. Returns the state nodes the browser was seen to pass through.
 */
export async function drivePath(
  driver: BrowserDriver,
  path: PlannedPath,
  session: DriveSession,
  messages: string[],
  /** Called where the path settles (nothing pending), with the state value: `npm run studio` takes its pictures there. */
  onSettled?: (value: unknown) => Promise<void>,
): Promise<string[]> {
  const wire: Array<{ call: string; request: Request }> = [];
  recordWire(session.page, wire);
  const arrangeFrom = async (index: number) => {
    for (let i = index; i < path.steps.length && isOutcome(path.steps[i]!.event); i += 1) await driver.arrange?.(path.steps[i]!.event, session);
  };
  await arrangeFrom(0);
  await driver.open(session);
  const predicted = [stateText(path.initial.value)];
  // The server may answer before the step is looked at: the states seen so far begin with the predicted ones, and the
  // rest must be what the next steps predict (the exact list is demanded at the end).
  const seen = (label: string) =>
    expect
      .poll(() => observedValues(messages, driver.flow).slice(0, withoutRepeats(predicted).length), { message: `${driver.flow} states ${label}`, timeout: 15_000, intervals: [50, 100, 250] })
      .toEqual(withoutRepeats(predicted));
  await seen("at the start");
  if (path.initial.settled) await onSettled?.(path.initial.value);
  const covered = new Set(path.initial.states);
  const sent: EventObject[] = [];
  for (const [index, step] of path.steps.entries()) {
    if (!isOutcome(step.event) && !isDelay(step.event)) {
      await arrangeFrom(index + 1);
      sent.push((await driver.perform(step.event, session)) ?? step.event);
    } else {
      sent.push(step.event);
    }
    predicted.push(stateText(step.value));
    await seen(`after ${step.event.type}`);
    if (step.settled) await onSettled?.(step.value);
    for (const state of step.states) covered.add(state);
  }
  await session.page.waitForTimeout(300);
  expect(observedValues(messages, driver.flow), `${driver.flow} states at the end`).toEqual(withoutRepeats(predicted));
  if (driver.oracle) await checkWire(driver, sent, wire, session);
  return [...covered];
}

/** The requests the oracle expects for the events sent, as wire calls, against those seen. */
async function checkWire(driver: BrowserDriver, sent: readonly EventObject[], wire: Array<{ call: string; request: Request }>, session: DriveSession): Promise<void> {
  const expected = [[] as EventObject[], ...sent.map((_, i) => sent.slice(0, i + 1))].flatMap((events) =>
    (driver.oracle!.step(events).requests ?? []).filter((r) => driver.calls[r.id]).map((r) => ({ ...r, call: driver.calls[r.id]! })),
  );
  const tracked = new Set(Object.values(driver.calls).flatMap(callNames));
  const seen = wire.filter((w) => tracked.has(w.call));
  expect(seen.map((w) => w.call), "calls on the wire, each once").toEqual(expected.map((r) => callName(r.call, r.input)));
  for (const [i, request] of expected.entries()) {
    if (!request.call.body || !("input" in request)) continue;
    expect(seen[i]!.request.postDataJSON(), `body of ${seen[i]!.call}`).toMatchObject(request.call.body(request.input, session));
  }
}

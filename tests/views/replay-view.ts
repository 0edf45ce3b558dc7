import { render, waitFor, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { expect } from "vitest";
import type { Actor, AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";
import { serializeSnapshot, type MachinePath, type PathModel } from "../paths/generate-paths";
import { createTestActor, deliver, deliverChecked, startChecked } from "../paths/replay-actor";

/** How one machine's states look on screen and how a person sends its events. */
export interface ViewModel<M extends AnyStateMachine> {
  render(actor: Actor<M>): ReactElement;
  /** Real child logic the views need instead of silent fakes. */
  actors?: () => Record<string, AnyActorLogic>;
  /**
   * Asserts the screen shows the state (waits for it). Expected texts come from the catalogue and from the path's
   * `events` so far (what the person typed, what the fake actors answered), not from the snapshot's context.
   */
  expectScreen(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Promise<void>;
  /**
   * Performs the event through the UI; false when a person cannot (actor results, events from the API). `events` are
   * the path's events before this one.
   */
  perform(event: EventObject, user: UserEvent, snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Promise<boolean>;
}

const isActorResult = (event: EventObject) => /^xstate\.(done|error|after)\./.test(event.type);

/** React's `useId` ids, in class names too (Mantine's responsive style props). */
const REACT_ID = /«[^»]*»|:r[0-9a-z]+:|_r_[0-9a-z]+_/g;

/**
 * What the screen draws: the document's markup and every field's value. Element ids and names (React's and Mantine's,
 * which differ from one render to the next) are replaced by numbers wherever they are written, the same way each time.
 */
function screenPrint(): string {
  // The body's parts in order of their markup: Mantine keeps its portal node from one render to the next, so the
  // render's own container comes before it in the first path and after it in the others; empty leftovers are skipped.
  const markup = Array.from(document.body.children, (part) => (part.hasChildNodes() ? part.outerHTML : ""))
    .sort()
    .join("");
  const named = Array.from(document.querySelectorAll("[id], [name]"), (element) => [element.id, element.getAttribute("name") ?? ""]);
  const ids = [...new Set([...named.flat(), ...(markup.match(REACT_ID) ?? [])])].filter(Boolean);
  const numbered = ids.length === 0 ? markup : markup.replace(new RegExp(ids.sort((a, b) => b.length - a.length).map(escapeRegExp).join("|"), "g"), (id) => `#${ids.indexOf(id)}`);
  const values = Array.from(document.querySelectorAll("input, textarea, select"), (field) =>
    field instanceof HTMLInputElement ? `${field.value}:${field.checked}` : (field as HTMLTextAreaElement | HTMLSelectElement).value,
  );
  return `${numbered}\n${values.join("\n")}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Events as keys: an error keeps its name and message (JSON alone writes `{}`). */
const eventsKey = (events: readonly EventObject[]) =>
  JSON.stringify(events, (_, value: unknown) => (value instanceof Error ? { error: value.name, message: value.message } : value));

/**
 * The screens already checked in full, for each model and view, by the events that led to them: the covering paths
 * share their first steps, and the same steps from the same start draw the same screen. A later path that reaches a
 * known prefix waits until the screen draws exactly what was checked then, and checks in full only when it does not
 * (a path replays from its own fresh render, so this is a wait on the screen, not a skipped one).
 */
const checkedScreens = new WeakMap<object, WeakMap<object, Map<string, string>>>();

function screensOf(model: object, view: object): Map<string, string> {
  const byView = checkedScreens.get(model) ?? new WeakMap<object, Map<string, string>>();
  checkedScreens.set(model, byView);
  const screens = byView.get(view) ?? new Map<string, string>();
  byView.set(view, screens);
  return screens;
}

async function expectScreenOnce<M extends AnyStateMachine>(view: ViewModel<M>, screens: Map<string, string>, snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const key = eventsKey(events);
  const print = screens.get(key);
  if (print !== undefined) {
    const same = await waitFor(
      () => {
        if (screenPrint() !== print) throw new Error("not the screen checked before");
      },
      { timeout: 1_000 },
    ).then(
      () => true,
      () => false,
    );
    if (same) return;
  }
  await view.expectScreen(snapshot, events);
  screens.set(key, screenPrint());
}

/**
 * Replays a generated path on the rendered views: user events go through the UI, actor results settle the fakes,
 * and after every step both the machine and the screen must be in the path's state.
 */
export async function replayOnView<M extends AnyStateMachine>(model: PathModel<M>, view: ViewModel<M>, path: MachinePath<M>): Promise<void> {
  const overrides = view.actors?.() ?? {};
  const test = createTestActor(model, undefined, overrides);
  // Live child machines (the views need them) are not fakes: their invocations are not recorded.
  const ignore = new Set(Object.keys(overrides));
  await startChecked(test, model, ignore);
  const user = userEvent.setup();
  const events: EventObject[] = [];
  const screens = screensOf(model, view);
  let ui: RenderResult | undefined;
  try {
    ui = render(view.render(test.actor));
    await expectScreenOnce(view, screens, test.actor.getSnapshot(), events);
    for (const step of path.steps) {
      const before = test.actor.getSnapshot();
      const earlier = [...events];
      events.push(step.event);
      let viaUi = false;
      await deliverChecked(test, model, events, ignore, async (event, delayMs) => {
        viaUi = !isActorResult(event) && (await view.perform(event, user, before, earlier));
        if (!viaUi) await deliver(test, event, delayMs);
      });
      expect(serializeSnapshot(model, test.actor.getSnapshot()), `after ${step.event.type}${viaUi ? " (via the UI)" : ""}`).toBe(
        serializeSnapshot(model, step.state),
      );
      await expectScreenOnce(view, screens, test.actor.getSnapshot(), events);
    }
  } finally {
    ui?.unmount();
    test.actor.stop();
  }
}

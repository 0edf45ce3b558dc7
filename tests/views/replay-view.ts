import { render, type RenderResult } from "@testing-library/react";
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
  /** Performs the event through the UI; false when a person cannot (actor results, events from the API). */
  perform(event: EventObject, user: UserEvent, snapshot: AnyMachineSnapshot): Promise<boolean>;
}

const isActorResult = (event: EventObject) => /^xstate\.(done|error|after)\./.test(event.type);

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
  let ui: RenderResult | undefined;
  try {
    ui = render(view.render(test.actor));
    await view.expectScreen(test.actor.getSnapshot(), events);
    for (const step of path.steps) {
      const before = test.actor.getSnapshot();
      events.push(step.event);
      let viaUi = false;
      await deliverChecked(test, model, events, ignore, async (event, delayMs) => {
        viaUi = !isActorResult(event) && (await view.perform(event, user, before));
        if (!viaUi) await deliver(test, event, delayMs);
      });
      expect(serializeSnapshot(model, test.actor.getSnapshot()), `after ${step.event.type}${viaUi ? " (via the UI)" : ""}`).toBe(
        serializeSnapshot(model, step.state),
      );
      await view.expectScreen(test.actor.getSnapshot(), events);
    }
  } finally {
    ui?.unmount();
    test.actor.stop();
  }
}

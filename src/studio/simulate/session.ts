import { createActor, type Actor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from "xstate";
import { FakeActors } from "../../../tests/paths/fake-actors";

/** Side-effect actions are the placeholders declared in setup(); assign, sendTo and the like carry a `type`. */
const isPlaceholderAction = (action: unknown) => typeof action === "function" && (action as { type?: string }).type === undefined;

export interface Simulation {
  actor: Actor<AnyStateMachine>;
  fakes: FakeActors;
  /** Side-effect actions the machine asked the app for (navigate, store the token, ...), newest last. */
  actions: string[];
  /** Answers an invoked actor the way the path tests do: settles its promise, or sends its done/error event. */
  answer(event: EventObject): void;
  stop(): void;
}

/**
 * Runs the real machine in the browser with no server: every actor it would start is a stand-in that never settles
 * by itself (a promise waiting for the person's chosen answer; child machines and callbacks are silent children), and
 * every side-effect action is only recorded.
 */
export function startSimulation(machine: AnyStateMachine, input: unknown, onChange: () => void): Simulation {
  const fakes = new FakeActors();
  const actions: string[] = [];
  const recorded = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => isPlaceholderAction(action))
      .map(([type]) => [type, () => void actions.push(type)]),
  );
  const provided = machine.provide({ actors: fakes.logicFor(machine), actions: recorded });
  const actor = createActor(provided, { input }) as Actor<AnyStateMachine>;
  const subscription = actor.subscribe({ next: onChange, error: onChange });
  actor.start();
  return {
    actor,
    fakes,
    actions,
    answer(event) {
      const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
      const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
      if (done && fakes.settle(done[1]!, { output: (event as { output?: unknown }).output })) return;
      if (error && fakes.settle(error[1]!, { error: (event as { error?: unknown }).error })) return;
      actor.send(event);
    },
    stop() {
      subscription.unsubscribe();
      actor.stop();
    },
  };
}

/** Full ids of the snapshot's active state nodes. */
export const activeIds = (snapshot: AnyMachineSnapshot): string[] => snapshot._nodes.map((node) => node.id);

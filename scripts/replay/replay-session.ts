import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from "xstate";
import type { RecordedActor, RecordedSession } from "../../src/app/session-recorder";
import { FLOW_MACHINES } from "./flows";

export interface ReplayStep {
  flow: string;
  at: number;
  event: string;
  expected: unknown;
  reached: unknown;
  same: boolean;
}

const pending = fromPromise(() => new Promise<never>(() => {}));
const stateKey = (value: unknown) => JSON.stringify(value);

/**
 * Replays one recorded actor on its machine today: its actors never answer by themselves (their answers are the
 * recorded done/error events, sent as recorded), time passes on a simulated clock as recorded (so delayed transitions
 * fire by themselves), and the state after each step is compared with the recorded one.
 */
export function replayActor(recorded: RecordedActor, machines: Record<string, AnyStateMachine> = FLOW_MACHINES): ReplayStep[] {
  const machine = machines[recorded.flow];
  if (!machine) throw new Error(`unknown flow "${recorded.flow}" (known: ${Object.keys(machines).join(", ")})`);
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, pending]));
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors }), { input: recorded.input as never, clock });
  actor.start();
  const steps: ReplayStep[] = [];
  let now = 0;
  for (const step of recorded.steps) {
    if (step.at > now) {
      clock.increment(step.at - now);
      now = step.at;
    }
    // A delayed event is the clock's to send: the increment above already delivered it.
    if (!step.event.type.startsWith("xstate.after.")) actor.send(step.event as EventObject as never);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const same = step.state === undefined || stateKey(snapshot.value) === stateKey(step.state);
    steps.push({ flow: recorded.flow, at: step.at, event: step.event.type, expected: step.state, reached: snapshot.value, same });
  }
  actor.stop();
  return steps;
}

/** `machines` maps flow names to machines (today's by default; a test passes a changed one to see the replay fail). */
export function replaySession(session: RecordedSession, machines: Record<string, AnyStateMachine> = FLOW_MACHINES): ReplayStep[] {
  if (session.format !== "royal-play-session/1") throw new Error(`not a recorded session (format ${String(session.format)})`);
  return session.actors.flatMap((recorded) => replayActor(recorded, machines));
}

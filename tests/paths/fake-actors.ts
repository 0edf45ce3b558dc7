import { fromCallback, fromPromise, type AnyActorLogic, type AnyStateMachine } from "xstate";

interface Pending {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/**
 * Stand-ins for a machine's actors: promise actors wait until a path step settles them (by invoke id) and record
 * their input; child machines and callback actors (callbackNotProvided) become silent callback actors that record
 * their input and what they are sent.
 */
export class FakeActors {
  private readonly pending = new Map<string, Pending>();
  readonly inputs: Array<{ id: string; input: unknown }> = [];
  readonly sent: Array<{ id: string; event: unknown }> = [];

  logicFor(machine: AnyStateMachine): Record<string, AnyActorLogic> {
    const actors: Record<string, AnyActorLogic> = {};
    for (const [name, logic] of Object.entries(machine.implementations.actors)) {
      const takesEvents = "root" in (logic as object) || (logic as { callback?: boolean }).callback === true;
      actors[name] = takesEvents ? this.silentChild() : this.promise();
    }
    return actors;
  }

  private promise() {
    return fromPromise<unknown, unknown>(({ input, self }) => {
      this.inputs.push({ id: self.id, input });
      return new Promise((resolve, reject) => this.pending.set(self.id, { resolve, reject }));
    });
  }

  private silentChild() {
    return fromCallback(({ receive, self, input }) => {
      this.inputs.push({ id: self.id, input });
      receive((event) => this.sent.push({ id: self.id, event }));
    });
  }

  /** Whether any promise actor still waits for a path step to settle it. */
  get anyPending(): boolean {
    return this.pending.size > 0;
  }

  isPending(id: string): boolean {
    return this.pending.has(id);
  }

  /** Settles the fake promise actor `id`; false when there is none (a child machine: its done event is sent instead). */
  settle(id: string, outcome: { output: unknown } | { error: unknown }): boolean {
    const pending = this.pending.get(id);
    if (!pending) return false;
    this.pending.delete(id);
    if ("output" in outcome) pending.resolve(outcome.output);
    else pending.reject(outcome.error);
    return true;
  }
}

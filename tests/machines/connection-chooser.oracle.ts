import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "checking" | "idle" | "measuring" | "choosing" | "handingOver";
type Time = { route: string; ms: number | null };

export const CHOOSER_INPUT = { routes: ["play.example.com", "alt1.example.com", "alt2.example.com"], current: "play.example.com", slowMs: 1500 };

/**
 * Speed-selection prompt (spec section 2): the current domain is timed first and a round trip above the
 * settings' 1500 ms opens the prompt (no answer at all does not: that is the network, not the address); every route is timed, fastest first, the fastest answering one
 * chosen; only an answering route can be chosen; Enter goes to the chosen one, carrying a signed-in player's one-time
 * hand-over code (choosing another address must not sign the player out; the token never goes in the URL).
 */
export function followChooser(events: readonly EventObject[]): { phase: Phase; results: Time[]; chosen?: string; automatic: boolean; expectation: StepExpectation } {
  let phase: Phase = "checking";
  let results: Time[] = [];
  let chosen: string | undefined;
  let automatic = false;
  const measureAll = { id: "measureRoutes", input: CHOOSER_INPUT.routes };
  let expectation: StepExpectation = { requests: [{ id: "measureRoutes", input: [CHOOSER_INPUT.current] }] };
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown>;
    const need = (...p: Phase[]) => {
      if (!p.includes(phase)) throw new Error(`${event.type} cannot happen while the chooser is ${phase}`);
    };
    switch (event.type) {
      case "xstate.done.actor.measureRoutes": {
        need("checking", "measuring");
        const output = event.output as Time[];
        if (phase === "checking") {
          const ms = output[0]?.ms ?? null;
          if (ms !== null && ms > 1500) {
            phase = "measuring";
            automatic = true;
            expectation = { requests: [measureAll], context: { automatic: true } };
          } else {
            phase = "idle";
            expectation = {};
          }
          break;
        }
        const fastest = [...output.filter((r) => r.ms !== null)].sort((a, b) => a.ms! - b.ms!);
        results = [...fastest, ...output.filter((r) => r.ms === null)];
        chosen = fastest[0]?.route;
        phase = "choosing";
        expectation = { context: { results, chosen } };
        break;
      }
      case "xstate.error.actor.measureRoutes":
        need("checking", "measuring");
        if (phase === "checking") {
          phase = "idle";
          expectation = {};
        } else {
          phase = "choosing";
          results = [];
          chosen = undefined;
          expectation = { context: { results: [], chosen: undefined } };
        }
        break;
      case "CONNECTION.OPEN":
        need("idle");
        phase = "measuring";
        automatic = false;
        expectation = { requests: [measureAll], context: { automatic: false } };
        break;
      case "CONNECTION.RETEST":
        need("choosing");
        phase = "measuring";
        expectation = { requests: [measureAll] };
        break;
      case "CONNECTION.SELECT": {
        need("choosing");
        const route = event.route as string;
        if (results.some((r) => r.route === route && r.ms !== null)) chosen = route;
        expectation = { context: { chosen } };
        break;
      }
      case "CONNECTION.ENTER":
        need("choosing");
        if (chosen) {
          phase = "handingOver";
          expectation = { requests: [{ id: "prepareHandover", input: { route: chosen } }] };
        } else expectation = {};
        break;
      case "xstate.done.actor.prepareHandover":
        need("handingOver");
        phase = "idle";
        expectation = { effects: [{ action: "goToRoute", params: { route: chosen, handoverCode: event.output } }] };
        break;
      case "xstate.error.actor.prepareHandover":
        // Without a code the player still goes, and signs in again there.
        need("handingOver");
        phase = "idle";
        expectation = { effects: [{ action: "goToRoute", params: { route: chosen, handoverCode: undefined } }] };
        break;
      case "CONNECTION.CLOSE":
        need("measuring", "choosing");
        phase = "idle";
        expectation = {};
        break;
      default:
        throw new Error(`the connection chooser oracle does not know ${event.type}`);
    }
  }
  return { phase, results, chosen, automatic, expectation };
}

export const connectionChooserOracle: Oracle = { step: (events) => followChooser(events).expectation };

import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Part = "lanes" | "hot" | "winners" | "matches";
type PartPhase = "loading" | "ready" | "failed";

/** Each part of the lobby: its request (by invoke id), and the context field its answer fills. */
const PARTS: Record<Part, { id: string; field: string }> = {
  lanes: { id: "fetchLanes", field: "lanes" },
  hot: { id: "fetchHotGames", field: "hotGames" },
  winners: { id: "fetchWinners", field: "winners" },
  matches: { id: "fetchHotMatches", field: "matches" },
};
const ORDER: Part[] = ["lanes", "hot", "winners", "matches"];

export interface LobbyFlow {
  phase: Record<Part, PartPhase>;
  answers: Partial<Record<Part, unknown[]>>;
}

/** The home lobby: vendor lanes, hot games, the winner board and hot matches, each loaded on its own; one retry reloads every part that failed. */
function follow(events: readonly EventObject[]): { flow: LobbyFlow; expectation: StepExpectation } {
  const flow: LobbyFlow = { phase: { lanes: "loading", hot: "loading", winners: "loading", matches: "loading" }, answers: {} };
  let expectation: StepExpectation = { requests: ORDER.map((part) => ({ id: PARTS[part].id })) };
  for (const e of events) {
    const event = e as EventObject & { output?: unknown[]; error?: unknown };
    const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settled) {
      const part = ORDER.find((p) => PARTS[p].id === settled[2]);
      if (!part || flow.phase[part] !== "loading") throw new Error(`${event.type} cannot happen now`);
      if (settled[1] === "done") {
        flow.phase[part] = "ready";
        flow.answers[part] = event.output;
        expectation = { context: { [PARTS[part].field]: event.output } };
      } else {
        flow.phase[part] = "failed";
        expectation = {};
      }
    } else if (event.type === "LOBBY.RETRY") {
      const failed = ORDER.filter((part) => flow.phase[part] === "failed");
      if (failed.length === 0) throw new Error("LOBBY.RETRY cannot happen with nothing failed");
      for (const part of failed) flow.phase[part] = "loading";
      expectation = { requests: failed.map((part) => ({ id: PARTS[part].id })) };
    } else throw new Error(`the lobby oracle does not know ${event.type}`);
  }
  return { flow, expectation };
}

/** The lobby after the path's events (the view tests draw the screen from it). */
export const followLobby = (events: readonly EventObject[]): LobbyFlow => follow(events).flow;

export const lobbyOracle: Oracle = { step: (events) => follow(events).expectation };

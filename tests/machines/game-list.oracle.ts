import type { EventObject } from "xstate";
import type { GameListInput } from "../../machines/game-list.machine";
import type { Game } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "debouncing" | "loading" | "failed" | "ready" | "loadingMore" | "moreFailed" | "favourites";
type Mode = "game" | "HOT" | "FAV" | "RECENT";

export interface GameListFlow {
  phase: Phase;
  mode: Mode;
  vendor?: string;
  classify?: string;
  search: string;
  games: Game[];
  pageNo: number;
  totalPages: number;
  total: number;
}

/** Spec section 9: search paging pageNo from 1, 42 a page; recent games page 1, size 20. */
const PAGE_SIZE = 42;
const RECENT_PAGE_SIZE = 20;

/**
 * A game centre's list: choosing the active mode returns to the catalogue; favourites and recent games need a member
 * (spec section 6: a visitor gets the login popup); a vendor resets the other filters; search by name (trimmed)
 * after a pause; more pages while there are more.
 */
export function gameListFlow(input: GameListInput) {
  function follow(events: readonly EventObject[]): { flow: GameListFlow; expectation: StepExpectation } {
    const flow: GameListFlow = { phase: "loading", mode: input.mode ?? "game", vendor: input.vendor, search: "", games: [], pageNo: 0, totalPages: 0, total: 0 };
    let classifySet = false;
    const query = (pageNo: number) => {
      const mode = flow.mode === "FAV" ? "game" : flow.mode;
      return { mode, gameType: input.gameType, vendor: flow.vendor, classify: flow.classify, search: flow.search.trim(), pageNo, pageSize: mode === "RECENT" ? RECENT_PAGE_SIZE : PAGE_SIZE };
    };
    const load = (): StepExpectation => {
      flow.phase = "loading";
      // The sub-category is a field of the list only once a filter was chosen.
      const filters = classifySet ? { vendor: flow.vendor, classify: flow.classify } : { vendor: flow.vendor };
      return { requests: [{ id: "fetchGames", input: query(1) }], context: { mode: flow.mode, search: flow.search, ...filters } };
    };
    const loadMore = (): StepExpectation => {
      flow.phase = "loadingMore";
      return { requests: [{ id: "fetchMore", input: query(flow.pageNo + 1) }] };
    };
    let expectation = load();
    for (const e of events) {
      const event = e as EventObject & Record<string, unknown>;
      const need = (...phases: Phase[]) => {
        if (!phases.includes(flow.phase)) throw new Error(`${event.type} cannot happen while the list is ${flow.phase}`);
      };
      switch (event.type) {
        case "LIST.MODE": {
          const mode = event.mode as Mode;
          if ((mode === "FAV" || mode === "RECENT") && !input.member) expectation = { effects: ["askLogin"] };
          else if (mode === flow.mode) {
            flow.mode = "game";
            expectation = load();
          } else if (mode === "FAV") {
            Object.assign(flow, { mode, games: [], phase: "favourites" });
            expectation = { context: { mode, games: [] } };
          } else {
            flow.mode = mode;
            expectation = load();
          }
          break;
        }
        case "LIST.VENDOR":
          classifySet = true;
          Object.assign(flow, { vendor: event.vendor, classify: undefined, search: "", mode: "game" });
          expectation = load();
          break;
        case "LIST.CLASSIFY":
          classifySet = true;
          Object.assign(flow, { classify: event.classify, mode: "game" });
          expectation = load();
          break;
        case "LIST.SEARCH":
          Object.assign(flow, { search: event.text, phase: "debouncing" });
          expectation = { context: { search: flow.search } };
          break;
        case "xstate.done.actor.fetchGames": {
          need("loading");
          const page = event.output as { content: Game[]; totalPages: number; totalElements: number };
          Object.assign(flow, { phase: "ready", games: page.content, pageNo: 1, totalPages: page.totalPages, total: page.totalElements });
          expectation = { context: { games: flow.games, pageNo: 1, totalPages: flow.totalPages, total: flow.total, error: undefined } };
          break;
        }
        case "xstate.error.actor.fetchGames":
          need("loading");
          Object.assign(flow, { phase: "failed", games: [], total: 0 });
          expectation = { context: { games: [], total: 0, error: event.error } };
          break;
        case "LIST.RETRY":
          need("failed", "moreFailed");
          expectation = flow.phase === "failed" ? load() : loadMore();
          break;
        case "LIST.MORE":
          need("ready", "moreFailed");
          expectation = flow.phase === "moreFailed" || flow.pageNo < flow.totalPages ? loadMore() : {};
          break;
        case "xstate.done.actor.fetchMore": {
          need("loadingMore");
          const page = event.output as { content: Game[]; totalPages: number; totalElements: number };
          Object.assign(flow, { phase: "ready", games: [...flow.games, ...page.content], pageNo: flow.pageNo + 1, totalPages: page.totalPages, total: page.totalElements });
          expectation = { context: { games: flow.games, pageNo: flow.pageNo, totalPages: flow.totalPages, total: flow.total } };
          break;
        }
        case "xstate.error.actor.fetchMore":
          need("loadingMore");
          flow.phase = "moreFailed";
          expectation = { context: { error: event.error, games: flow.games } };
          break;
        default:
          if (!event.type.startsWith("xstate.after.")) throw new Error(`the game-list oracle does not know ${event.type}`);
          need("debouncing");
          expectation = load();
      }
    }
    return { flow, expectation };
  }
  const oracle: Oracle = {
    step: (events) => follow(events).expectation,
    // Not in the spec: the product's pause after typing before a search is sent.
    delays: { "gameList.debouncing": 300 },
  };
  return { oracle, follow: (events: readonly EventObject[]) => follow(events).flow };
}

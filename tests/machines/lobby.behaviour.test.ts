import { lobbyMachine } from "../../machines/lobby.machine";
import { networkError } from "../fixtures/errors";
import { game, lanes, matches, winners } from "../fixtures/games";
import { answer, describeWalks, failure } from "./walks";

// The home lobby: vendor lanes, hot games, the winner board and hot matches, each loaded and retried on its own;
// nothing is shown in a row before its answer.
const LANES = lanes();
const HOT = [game(1), game(2), game(3)];
const WINNERS = winners();
const MATCHES = matches();
const model = { name: "lobby", machine: lobbyMachine, input: undefined };
const allLoading = { lanes: "loading", hot: "loading", winners: "loading", matches: "loading" };
const allRead = [answer("fetchLanes", LANES), answer("fetchHotGames", HOT), answer("fetchWinners", WINNERS), answer("fetchHotMatches", MATCHES)];

describeWalks(model, [
  {
    name: "no row shows anything before its answer, and each part is asked once",
    steps: [],
    state: allLoading,
    requests: { fetchLanes: 1, fetchHotGames: 1, fetchWinners: 1, fetchHotMatches: 1 },
    context: { lanes: [], hotGames: [], winners: [], matches: [] },
  },
  { name: "every part read is shown", steps: allRead, state: { lanes: "ready", hot: "ready", winners: "ready", matches: "ready" }, context: { lanes: LANES, hotGames: HOT, winners: WINNERS, matches: MATCHES } },
  {
    name: "one part read does not fill the others",
    steps: [answer("fetchHotGames", HOT)],
    state: { ...allLoading, hot: "ready" },
    context: { lanes: [], hotGames: HOT, winners: [], matches: [] },
  },
  {
    name: "a failed part shows nothing while the others are read",
    steps: [failure("fetchLanes", networkError), answer("fetchHotGames", HOT), answer("fetchWinners", WINNERS), answer("fetchHotMatches", MATCHES)],
    state: { lanes: "failed", hot: "ready", winners: "ready", matches: "ready" },
    context: { lanes: [], hotGames: HOT, winners: WINNERS, matches: MATCHES },
  },
  {
    name: "a retry asks again only for the parts that failed",
    steps: [failure("fetchLanes", networkError), answer("fetchHotGames", HOT), failure("fetchWinners", networkError), answer("fetchHotMatches", MATCHES), { type: "LOBBY.RETRY" }],
    state: { lanes: "loading", hot: "ready", winners: "loading", matches: "ready" },
    requests: { fetchLanes: 2, fetchHotGames: 1, fetchWinners: 2, fetchHotMatches: 1 },
  },
  {
    name: "failed hot games and hot matches are asked for again",
    steps: [answer("fetchLanes", LANES), failure("fetchHotGames", networkError), answer("fetchWinners", WINNERS), failure("fetchHotMatches", networkError), { type: "LOBBY.RETRY" }],
    state: { lanes: "ready", hot: "loading", winners: "ready", matches: "loading" },
    requests: { fetchLanes: 1, fetchHotGames: 2, fetchWinners: 1, fetchHotMatches: 2 },
  },
]);

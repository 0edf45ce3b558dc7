import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { networkError } from "../fixtures/errors";
import { game, page } from "../fixtures/games";
import { favouritesModel } from "./favourites.model";
import { memberListModel } from "./game-list.model";
import { memberLaunchModel, trialLaunchModel } from "./launch.model";

/** Spec section 9: the favourite toggle is throttled to 1000 ms. */
const FAVOURITE_THROTTLE_MS = 1000;

describe("favourites", () => {
  async function ready() {
    const test = createTestActor(favouritesModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.fetchFavourites", output: { ids: ["1", "9"], page: page([1, 9]) } } as never);
    return test;
  }

  it("keeps the list to the first page of 20 (spec section 9): an added game comes first, the 20th goes", async () => {
    const test = createTestActor(favouritesModel);
    test.actor.start();
    const twenty = Array.from({ length: 20 }, (_, i) => i + 3);
    await deliver(test, { type: "xstate.done.actor.fetchFavourites", output: { ids: twenty.map(String), page: page(twenty) } } as never);
    test.actor.send({ type: "FAVOURITE.ADD", game: game(1) });
    await deliver(test, { type: "xstate.done.actor.addFavourite" } as never);
    expect(test.actor.getSnapshot().context.list.map((g) => g.nodeId)).toEqual([1, ...twenty.slice(0, 19)]);
    expect(test.actor.getSnapshot().context.ids).toEqual(["1", ...twenty.map(String)]);
  });

  it("removes at once and rolls back when the server refuses", async () => {
    const test = await ready();
    test.actor.send({ type: "FAVOURITE.REMOVE", game: game(1) });
    expect(test.actor.getSnapshot().context.ids).toEqual(["9"]);
    expect(test.actor.getSnapshot().context.list.map((g) => g.nodeId)).toEqual([9]);
    await deliver(test, { type: "xstate.error.actor.removeFavourite", error: networkError } as never);
    expect(test.actor.getSnapshot().context.ids).toEqual(["1", "9"]);
    expect(test.actor.getSnapshot().context.list.map((g) => g.nodeId)).toEqual([1, 9]);
    expect(test.actor.getSnapshot().context.error).toEqual(networkError);
  });

  it("toggles at most once a second and skips adding a favourite already there", async () => {
    const test = await ready();
    test.actor.send({ type: "FAVOURITE.ADD", game: game(1) });
    expect(test.actor.getSnapshot().matches({ ready: { sync: "idle" } })).toBe(true);
    test.actor.send({ type: "FAVOURITE.ADD", game: game(2) });
    await deliver(test, { type: "xstate.done.actor.addFavourite" } as never);
    expect(test.actor.getSnapshot().context.ids).toEqual(["2", "1", "9"]);
    test.actor.send({ type: "FAVOURITE.REMOVE", game: game(2) });
    expect(test.actor.getSnapshot().context.ids).toEqual(["2", "1", "9"]);
    test.clock.increment(FAVOURITE_THROTTLE_MS);
    expect(test.actor.getSnapshot().context.ids).toEqual(["1", "9"]);
  });

  // The bug behind the e2e retry: a "remove" clicked less than a second after an add was dropped without a request.
  it("does a click made inside the second when the second is over, once, and the last such click wins", async () => {
    const test = await ready();
    test.actor.send({ type: "FAVOURITE.ADD", game: game(2) });
    await deliver(test, { type: "xstate.done.actor.addFavourite" } as never);
    test.clock.increment(FAVOURITE_THROTTLE_MS - 10);
    test.actor.send({ type: "FAVOURITE.REMOVE", game: game(2) });
    test.actor.send({ type: "FAVOURITE.REMOVE", game: game(1) });
    expect(test.actor.getSnapshot().context.queued).toEqual({ type: "FAVOURITE.REMOVE", game: game(1) });
    const removals = () => test.fakes.inputs.filter((call) => call.id === "removeFavourite");
    expect(removals()).toHaveLength(0);
    test.clock.increment(10);
    expect(removals().map((call) => call.input)).toEqual([{ nodeId: 1, vendor: game(1).vassalage, gameType: game(1).gameType }]);
    expect(test.actor.getSnapshot().context.ids).toEqual(["2", "9"]);
    expect(test.actor.getSnapshot().context.queued).toBeUndefined();
  });

  it("keeps a click made while the server answers an add, and does it after the answer and the second", async () => {
    const test = await ready();
    test.actor.send({ type: "FAVOURITE.ADD", game: game(2) });
    test.clock.increment(FAVOURITE_THROTTLE_MS);
    test.actor.send({ type: "FAVOURITE.REMOVE", game: game(9) });
    expect(test.actor.getSnapshot().matches({ ready: { sync: "adding", throttle: "open" } })).toBe(true);
    await deliver(test, { type: "xstate.done.actor.addFavourite" } as never);
    expect(test.actor.getSnapshot().matches({ ready: { sync: "removing", throttle: "cooling" } })).toBe(true);
    expect(test.actor.getSnapshot().context.ids).toEqual(["2", "1"]);
  });
});

describe("game list", () => {
  it("a vendor resets sub-category and search; the query carries the filters", async () => {
    const test = createTestActor(memberListModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.fetchGames", output: page([1], 1, 3) } as never);
    test.actor.send({ type: "LIST.CLASSIFY", classify: "SC" });
    await deliver(test, { type: "xstate.done.actor.fetchGames", output: page([1], 1, 3) } as never);
    test.actor.send({ type: "LIST.SEARCH", text: "dragon" });
    test.clock.increment(300);
    expect(test.fakes.inputs.at(-1)?.input).toMatchObject({ classify: "SC", search: "dragon", pageNo: 1, pageSize: 42, gameType: "RNG" });
    test.actor.send({ type: "LIST.VENDOR", vendor: "PG" });
    expect(test.fakes.inputs.at(-1)?.input).toMatchObject({ vendor: "PG", classify: undefined, search: "" });
  });

  it("choosing the active mode returns to game", async () => {
    const test = createTestActor(memberListModel);
    test.actor.start();
    test.actor.send({ type: "LIST.MODE", mode: "HOT" });
    expect(test.actor.getSnapshot().context.mode).toBe("HOT");
    test.actor.send({ type: "LIST.MODE", mode: "HOT" });
    expect(test.actor.getSnapshot().context.mode).toBe("game");
  });
});

/** The tile's free-trial button (supportPlay 0) starts a trial for a trial account too; only real play asks for a real account. */
describe("launch: free trial and real play", () => {
  const start = (trial: boolean, mode: "real" | "trial") => {
    const test = createTestActor(trial ? trialLaunchModel : memberLaunchModel);
    test.actor.start();
    test.actor.send({ type: "LAUNCH.START", game: game(2, { supportPlay: 0 }), mode });
    return test;
  };

  it("starts the free trial for a trial account (and a member, and the visitor's flow) without asking for a real account", () => {
    for (const trial of [true, false]) {
      const test = start(trial, "trial");
      expect(test.actor.getSnapshot().matches("launching")).toBe(true);
      expect(test.fakes.inputs.filter((call) => call.id === "launchGame").map((call) => call.input)).toEqual([{ game: game(2, { supportPlay: 0 }), mode: "trial" }]);
      expect(test.actions.map((a) => a.type)).not.toContain("askRealAccount");
    }
  });

  it("asks a trial account for a real account for real play, and starts nothing", () => {
    const test = start(true, "real");
    expect(test.actor.getSnapshot().matches("idle")).toBe(true);
    expect(test.actions.map((a) => a.type)).toEqual(["askRealAccount"]);
    expect(test.fakes.inputs.filter((call) => call.id === "launchGame")).toEqual([]);
  });
});

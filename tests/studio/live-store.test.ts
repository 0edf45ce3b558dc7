// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EMPTY_LIVE, machineActorsOf, receive, sessionsOf, STUDIO_HELLO_PREFIX } from "../../src/studio/live/live-store";
import type { StudioLiveMessage } from "../../src/studio/model";

const actor = (appSessionId: string, actorId: string, stateIds: string[], at: number, machineId = "login"): Extract<StudioLiveMessage, { type: "actor" }> => ({
  type: "actor",
  appSessionId,
  actorId,
  machineId,
  value: {},
  stateIds,
  status: "active",
  at,
});

describe("the live view's picture of running apps", () => {
  it("keeps each actor's current states and the trail of states it went through, per app session", () => {
    const messages: StudioLiveMessage[] = [
      { type: "hello", appSessionId: "a", at: 1 },
      actor("a", "x:1", ["login", "login.editing"], 2),
      actor("a", "x:1", ["login", "login.editing"], 3),
      actor("a", "x:1", ["login", "login.submitting"], 4),
      actor("b", "x:1", ["login", "login.editing"], 5),
      { ...actor("a", "x:2", [], 6), machineId: undefined },
      { type: "event", appSessionId: "a", actorId: "x:1", machineId: "login", event: { type: "LOGIN.SUBMIT" }, at: 7 },
    ];
    const state = messages.reduce(receive, EMPTY_LIVE);
    expect(sessionsOf(state).map((s) => s.appSessionId)).toEqual(["b", "a"]);
    const a = state.sessions.a!;
    expect(a.actors["x:1"]!.stateIds).toEqual(["login", "login.submitting"]);
    expect(a.actors["x:1"]!.trail).toEqual([["login", "login.editing"], ["login", "login.submitting"]]);
    expect(a.events.map((e) => e.event.type)).toEqual(["LOGIN.SUBMIT"]);
    // Only machine actors get a diagram.
    expect(machineActorsOf(a).map((x) => x.actorId)).toEqual(["x:1"]);
    expect(state.sessions.b!.actors["x:1"]!.trail).toEqual([["login", "login.editing"]]);
  });

  it("ignores what is not a studio message, and other studios' hellos", () => {
    expect(receive(EMPTY_LIVE, { type: "noise" } as never)).toBe(EMPTY_LIVE);
    expect(receive(EMPTY_LIVE, { type: "hello", appSessionId: `${STUDIO_HELLO_PREFIX}x`, at: 1 })).toBe(EMPTY_LIVE);
    expect(sessionsOf(receive(EMPTY_LIVE, { type: "hello", appSessionId: "app-1", at: 1 })).map((s) => s.appSessionId)).toEqual(["app-1"]);
  });
});

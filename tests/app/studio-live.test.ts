// @vitest-environment node
import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { captchaMachine } from "../../machines/captcha.machine";
import { loginMachine, type LoginCredentials } from "../../machines/login.machine";
import type { LoginAnswer } from "../../contract";
import { createStudioLive, type LiveChannel } from "../../src/app/studio-live";
import { studioLiveWanted } from "../../src/app/studio-live-switch";
import type { StudioLiveMessage } from "../../src/studio/model";

/** A channel that keeps what the app posts, and lets the test post as a studio would. */
function fakeChannel() {
  const posted: StudioLiveMessage[] = [];
  const channel: LiveChannel = { postMessage: (message) => void posted.push(structuredClone(message)), onmessage: null };
  return { channel, posted, fromStudio: (data: unknown) => channel.onmessage?.({ data } as MessageEvent) };
}

const input = { smsLoginEnabled: true, rememberedUsername: "", countryDialingCode: "+66" };

/** The real login machine whose login call never answers, streamed through the live observer. */
function streamedLogin() {
  const { channel, posted, fromStudio } = fakeChannel();
  let clock = 1000;
  const live = createStudioLive(channel, () => clock++, "tab-1");
  const machine = loginMachine.provide({ actors: { login: fromPromise<LoginAnswer, LoginCredentials>(() => new Promise(() => {})), captcha: captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(async () => "png") } }) } });
  const actor = createActor(machine, { id: "login", systemId: "login", input, inspect: live });
  return { actor, posted, fromStudio };
}

const actorsOf = (posted: StudioLiveMessage[], machineId: string) =>
  posted.filter((message): message is Extract<StudioLiveMessage, { type: "actor" }> => message.type === "actor" && message.machineId === machineId);

describe("the studio's live channel (app side)", () => {
  it("says hello, then streams each snapshot with the machine id, systemId, value, active state ids and status", () => {
    const { actor, posted } = streamedLogin();
    expect(posted[0]).toEqual({ type: "hello", appSessionId: "tab-1", at: 1000 });
    actor.start();
    actor.send({ type: "LOGIN.CHANGE", field: "username", value: "demo" });
    actor.send({ type: "LOGIN.CHANGE", field: "password", value: "Demo1234" });
    actor.send({ type: "LOGIN.SUBMIT" });
    const last = actorsOf(posted, "login").at(-1)!;
    expect(last).toMatchObject({ appSessionId: "tab-1", actorId: actor.sessionId, systemId: "login", status: "active" });
    expect(last.parentActorId).toBeUndefined();
    expect(last.stateIds).toEqual(expect.arrayContaining(["login", "login.active", "login.active.form", "login.active.form.submitting", "login.active.captcha.hidden"]));
    expect(last.value).toEqual({ active: { form: "submitting", captcha: "hidden" } });
    // The SMS code child says who its parent is.
    const child = actorsOf(posted, "smsCode")[0];
    expect(child?.parentActorId).toBe(actor.sessionId);
    actor.stop();
  });

  it("streams every event masked by the one masking list: no password, a mobile number's last 3 digits only", () => {
    const { actor, posted } = streamedLogin();
    actor.start();
    actor.send({ type: "LOGIN.CHANGE", field: "password", value: "Demo1234" });
    actor.send({ type: "LOGIN.CHANGE", field: "mobileNum", value: "0812345678" });
    const events = posted.filter((message) => message.type === "event").map((message) => message.event);
    expect(events).toContainEqual({ type: "LOGIN.CHANGE", field: "password", value: "***" });
    expect(events).toContainEqual({ type: "LOGIN.CHANGE", field: "mobileNum", value: "*******678" });
    const text = JSON.stringify(posted);
    expect(text).not.toContain("Demo1234");
    expect(text).not.toContain("0812345678");
    // A long list (a game list's answer) travels as its first items and a count.
    actor.send({ type: "GAMES.LOADED", games: Array.from({ length: 25 }, (_, i) => ({ id: i })) } as never);
    const games = events.length;
    const big = posted.filter((message) => message.type === "event").map((message) => message.event).find((event) => event.type === "GAMES.LOADED");
    expect(big?.games).toEqual([...Array.from({ length: 10 }, (_, i) => ({ id: i })), "… 15 more"]);
    expect(games).toBeGreaterThan(0);
    // Contexts never travel: only values, state ids and the (masked) events, input included.
    expect(text).not.toContain("fieldErrors");
    actor.stop();
  });

  it("answers a studio's hello with the latest state of every running actor, and forgets stopped ones", () => {
    const { actor, posted, fromStudio } = streamedLogin();
    actor.start();
    actor.send({ type: "LOGIN.SUBMIT" });
    actor.send({ type: "LOGIN.CHANGE", field: "username", value: "demo" });
    const before = posted.length;
    fromStudio({ type: "hello", appSessionId: "studio", at: 5 });
    const answered = posted.slice(before);
    expect(answered.map((message) => message.type)).toEqual(["actor", "actor"]);
    expect(answered.find((message) => message.type === "actor" && message.machineId === "login")).toEqual(actorsOf(posted.slice(0, before), "login").at(-1));
    // Its own hello, echoed back, is not a question.
    const count = posted.length;
    fromStudio({ type: "hello", appSessionId: "tab-1", at: 6 });
    expect(posted.length).toBe(count);
    actor.stop();
  });
});

describe("the live switch", () => {
  function memory() {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  }

  it("is off by default, on with ?studio=live for the rest of the tab, off again with ?studio=off", () => {
    const tab = memory();
    expect(studioLiveWanted("", false, tab)).toBe(false);
    expect(studioLiveWanted("?studio=live", false, tab)).toBe(true);
    expect(studioLiveWanted("?lang=en", false, tab)).toBe(true);
    expect(studioLiveWanted("?studio=off", false, tab)).toBe(false);
    expect(studioLiveWanted("", false, tab)).toBe(false);
  });

  it("starts on in a build made with the flag, and ?studio=off still stops it", () => {
    const tab = memory();
    expect(studioLiveWanted("", true, tab)).toBe(true);
    expect(studioLiveWanted("?studio=off", true, tab)).toBe(false);
    expect(studioLiveWanted("", true, tab)).toBe(false);
    expect(studioLiveWanted("?studio=live", false, undefined)).toBe(true);
  });
});

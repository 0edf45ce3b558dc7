import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, type AnyActorRef } from "xstate";
import { appUpdateMachine, type AppUpdateEvent } from "../../machines/app-update.machine";

// A new release: the page is told once its service worker waits, and reloads only when the player presses Reload.
function started(update: () => Promise<void> = () => new Promise(() => {})) {
  const calls = { update: 0 };
  let worker: ((event: AppUpdateEvent) => void) | undefined;
  const actor = createActor(
    appUpdateMachine.provide({
      actors: {
        watchForUpdates: fromCallback<AppUpdateEvent, void>(({ sendBack }) => {
          worker = sendBack;
        }),
        applyUpdate: fromPromise<void, void>(() => {
          calls.update += 1;
          return update();
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls, workerWaits: () => worker!({ type: "UPDATE_READY" }) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const stateOf = (actor: AnyActorRef) => actor.getSnapshot().value;

describe("appUpdate", () => {
  it("shows nothing while no new version waits, and never updates by itself", async () => {
    const { actor, calls } = started();
    await settle();
    expect(stateOf(actor)).toBe("current");
    expect(calls.update).toBe(0);
  });

  it("a waiting worker shows the notice; the page is not reloaded until the player asks", async () => {
    const { actor, calls, workerWaits } = started();
    workerWaits();
    await settle();
    expect(stateOf(actor)).toBe("ready");
    expect(calls.update).toBe(0);
  });

  it("Reload asks the waiting worker to take over, once", async () => {
    const { actor, calls, workerWaits } = started();
    workerWaits();
    actor.send({ type: "RELOAD" });
    await settle();
    expect(stateOf(actor)).toBe("reloading");
    expect(calls.update).toBe(1);
  });

  it("a worker that cannot take over leaves the notice up, so the player can try again", async () => {
    const { actor, calls, workerWaits } = started(() => Promise.reject(new Error("gone")));
    workerWaits();
    actor.send({ type: "RELOAD" });
    await settle();
    expect(stateOf(actor)).toBe("ready");
    actor.send({ type: "RELOAD" });
    await settle();
    expect(calls.update).toBe(2);
  });

  it("Later closes the notice without updating; a still newer version shows it again", async () => {
    const { actor, calls, workerWaits } = started();
    workerWaits();
    actor.send({ type: "LATER" });
    expect(stateOf(actor)).toBe("postponed");
    actor.send({ type: "RELOAD" });
    expect(calls.update).toBe(0);
    workerWaits();
    expect(stateOf(actor)).toBe("ready");
  });

  it("Reload means nothing while no new version waits", () => {
    const { actor, calls } = started();
    actor.send({ type: "RELOAD" });
    expect(stateOf(actor)).toBe("current");
    expect(calls.update).toBe(0);
  });
});

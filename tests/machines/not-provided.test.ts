import { describe, expect, it } from "vitest";
import { createActor, toPromise } from "xstate";
import { callbackNotProvided, promiseNotProvided } from "../../machines/not-provided";

describe("actors the app must provide", () => {
  it("a missing promise actor fails loudly, naming the actor", async () => {
    const actor = createActor(promiseNotProvided<string>("fetchCaptcha"));
    actor.subscribe({ error: () => {} });
    actor.start();
    await expect(toPromise(actor)).rejects.toThrow('actor "fetchCaptcha" was not provided');
  });

  it("a missing callback actor does nothing and keeps running", () => {
    const actor = createActor(callbackNotProvided());
    actor.start();
    expect(actor.getSnapshot().status).toBe("active");
    actor.stop();
  });
});

import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { networkError } from "../fixtures/errors";
import { captchaModel } from "./captcha.model";

// Spec sections 4 and 9: the captcha image refreshes at most once per second (1000 ms), and at once after a failed load.
// The generated paths can only follow what the machine allows: these walks demand what the spec allows.
describe("captcha machine", () => {
  it("asks for a new image on refresh 1000 ms after one shows, not before", async () => {
    const test = createTestActor(captchaModel);
    test.actor.start();
    expect(test.fakes.inputs.map((r) => r.id)).toEqual(["fetchCaptcha"]);
    await deliver(test, { type: "xstate.done.actor.fetchCaptcha", output: "iVBORw0KGgo=" } as never);
    test.clock.increment(999);
    test.actor.send({ type: "CAPTCHA.REFRESH" });
    expect(test.fakes.inputs, "no refresh within the second").toHaveLength(1);
    test.clock.increment(1);
    test.actor.send({ type: "CAPTCHA.REFRESH" });
    expect(test.fakes.inputs.map((r) => r.id)).toEqual(["fetchCaptcha", "fetchCaptcha"]);
    await deliver(test, { type: "xstate.done.actor.fetchCaptcha", output: "R0lGODlhAQ==" } as never);
    expect(test.actor.getSnapshot().context.image).toBe("R0lGODlhAQ==");
    test.actor.stop();
  });

  it("after a failed load, refresh asks again at once", async () => {
    const test = createTestActor(captchaModel);
    test.actor.start();
    await deliver(test, { type: "xstate.error.actor.fetchCaptcha", error: networkError } as never);
    expect(test.actor.getSnapshot().context.error).toMatchObject(networkError);
    test.actor.send({ type: "CAPTCHA.REFRESH" });
    expect(test.fakes.inputs.map((r) => r.id)).toEqual(["fetchCaptcha", "fetchCaptcha"]);
    test.actor.send({ type: "CAPTCHA.REFRESH" });
    expect(test.fakes.inputs, "one request at a time").toHaveLength(2);
    test.actor.stop();
  });

  it("a spent answer (the login form's renew) asks for a new image at once, even within the second, once at a time", async () => {
    const test = createTestActor(captchaModel);
    test.actor.start();
    test.actor.send({ type: "CAPTCHA.RENEW" });
    expect(test.fakes.inputs, "the first image is still on its way").toHaveLength(1);
    await deliver(test, { type: "xstate.done.actor.fetchCaptcha", output: "iVBORw0KGgo=" } as never);
    test.actor.send({ type: "CAPTCHA.RENEW" });
    expect(test.fakes.inputs.map((r) => r.id)).toEqual(["fetchCaptcha", "fetchCaptcha"]);
    await deliver(test, { type: "xstate.error.actor.fetchCaptcha", error: networkError } as never);
    test.actor.send({ type: "CAPTCHA.RENEW" });
    expect(test.fakes.inputs, "after a failed load too").toHaveLength(3);
    test.actor.stop();
  });
});

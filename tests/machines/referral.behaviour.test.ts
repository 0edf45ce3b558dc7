import { describe, expect, it } from "vitest";
import { referralMachine } from "../../machines/referral.machine";
import { networkError } from "../fixtures/errors";
import { referralPage } from "../fixtures/referral";
import { createTestActor, deliver } from "../paths/replay-actor";
import { answer, describeWalks, failure } from "./walks";

/** Short walks written from the invitation page's rules (docs/features.md): what the generated paths cannot see when a transition is missing. */
function start() {
  const test = createTestActor({ name: "referral", machine: referralMachine, input: { registerUrl: "https://play.example/register" } });
  test.actor.start();
  return test;
}
const requests = (test: ReturnType<typeof start>, id: string) => test.fakes.inputs.filter((i) => i.id === id).map((i) => i.input);

describe("invite friends", () => {
  it("copies the link, then the code; shares the link; each outcome is shown and a new copy can follow", async () => {
    const test = start();
    await deliver(test, { type: "xstate.done.actor.fetchReferral", output: referralPage() } as never);
    test.actor.send({ type: "LINK.COPY", what: "link" });
    await deliver(test, { type: "xstate.done.actor.copyText" } as never);
    expect(test.actor.getSnapshot().matches({ ready: "copied" })).toBe(true);
    test.actor.send({ type: "LINK.COPY", what: "code" });
    await deliver(test, { type: "xstate.error.actor.copyText", error: new Error("no clipboard") } as never);
    expect(test.actor.getSnapshot().matches({ ready: "copyFailed" })).toBe(true);
    test.actor.send({ type: "LINK.SHARE" });
    await deliver(test, { type: "xstate.done.actor.shareLink", output: "cancelled" } as never);
    expect(test.actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    test.actor.send({ type: "LINK.SHARE" });
    await deliver(test, { type: "xstate.done.actor.shareLink", output: "shared" } as never);
    expect(test.actor.getSnapshot().matches({ ready: "shared" })).toBe(true);
    // After a share the link can be copied again.
    test.actor.send({ type: "LINK.COPY", what: "link" });
    expect(test.actor.getSnapshot().matches({ ready: "copying" })).toBe(true);
    expect(requests(test, "copyText")).toEqual([
      { text: "https://play.example/register?referralCode=DEMO2024" },
      { text: "DEMO2024" },
      { text: "https://play.example/register?referralCode=DEMO2024" },
    ]);
    expect(requests(test, "shareLink")).toEqual([{ url: "https://play.example/register?referralCode=DEMO2024" }, { url: "https://play.example/register?referralCode=DEMO2024" }]);
  });

  it("pages through the friends and tries a failed load again", async () => {
    const test = start();
    await deliver(test, { type: "xstate.error.actor.fetchReferral", error: networkError } as never);
    test.actor.send({ type: "REFERRAL.RETRY" });
    await deliver(test, { type: "xstate.done.actor.fetchReferral", output: referralPage() } as never);
    test.actor.send({ type: "PAGE.SET", pageNo: 2 });
    expect(requests(test, "fetchReferral")).toEqual([{ pageNo: 1 }, { pageNo: 1 }, { pageNo: 2 }]);
  });
});

// A share that fails (no share sheet and no clipboard) is shown as a failed copy; a new share or copy can follow.
describeWalks({ name: "referral", machine: referralMachine, input: { registerUrl: "https://play.example/register" } }, [
  {
    name: "a share that fails shows the copy failure",
    steps: [answer("fetchReferral", referralPage()), { type: "LINK.SHARE" }, failure("shareLink", new Error("no clipboard"))],
    state: { ready: "copyFailed" },
    requests: { shareLink: 1, copyText: 0 },
  },
  {
    name: "after a failed share the link can be shared again",
    steps: [answer("fetchReferral", referralPage()), { type: "LINK.SHARE" }, failure("shareLink", new Error("no clipboard")), { type: "LINK.SHARE" }],
    state: { ready: "sharing" },
    requests: { shareLink: 2 },
  },
]);

import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { errorOf } from "../fixtures/errors";
import { EARLIER, feedbackGuestModel, feedbackMemberModel, SENT, SETTINGS } from "./feedback.model";

// Issue 17 as plain stories: sent once (button disabled while sending, the same key on a retry), the member's history.
async function loaded(model = feedbackGuestModel) {
  const test = createTestActor(model);
  test.actor.start();
  await deliver(test, { type: "xstate.done.actor.loadFeedback", output: { settings: SETTINGS, history: model === feedbackMemberModel ? [EARLIER] : [] } } as never);
  return test;
}

const sends = (test: Awaited<ReturnType<typeof loaded>>) => test.fakes.inputs.filter((r) => r.id === "sendFeedback");

function fill(test: Awaited<ReturnType<typeof loaded>>, contact = "line: guest01") {
  test.actor.send({ type: "TYPE.CHANGE", questionType: "withdrawal" });
  test.actor.send({ type: "CONTENT.CHANGE", text: "My withdrawal has been pending for two days." });
  test.actor.send({ type: "CONTACT.CHANGE", text: contact });
}

describe("feedback machine", () => {
  it("sends once: a second press while sending asks nothing more", async () => {
    const test = await loaded();
    fill(test);
    test.actor.send({ type: "SEND" });
    test.actor.send({ type: "SEND" });
    test.actor.send({ type: "CONTENT.CHANGE", text: "changed while sending" });
    expect(sends(test)).toHaveLength(1);
    expect(test.actor.getSnapshot().context.content).toBe("My withdrawal has been pending for two days.");
  });

  it("retries a failed send with the same key; the next feedback gets a new one", async () => {
    const test = await loaded();
    fill(test);
    test.actor.send({ type: "SEND" });
    await deliver(test, { type: "xstate.error.actor.sendFeedback", error: errorOf("system busy") } as never);
    test.actor.send({ type: "SEND" });
    await deliver(test, { type: "xstate.done.actor.sendFeedback", output: SENT } as never);
    test.actor.send({ type: "NEW" });
    fill(test);
    test.actor.send({ type: "SEND" });
    const keys = sends(test).map((r) => (r.input as { key: string }).key);
    expect(keys).toEqual(["g-1", "g-1", "g-2"]);
  });

  it("asks a guest for a contact but never sends a member's", async () => {
    const guest = await loaded();
    fill(guest, "   ");
    guest.actor.send({ type: "SEND" });
    expect(guest.actor.getSnapshot().context.problem).toBe("contactRequired");
    expect(sends(guest)).toEqual([]);

    const member = await loaded(feedbackMemberModel);
    fill(member, "should not travel");
    member.actor.send({ type: "SEND" });
    expect((sends(member)[0]!.input as { request: Record<string, unknown> }).request).not.toHaveProperty("contact");
    await deliver(member, { type: "xstate.done.actor.sendFeedback", output: SENT } as never);
    expect(member.actor.getSnapshot().context.history.map((i) => i.id)).toEqual([SENT.id, EARLIER.id]);
  });
});

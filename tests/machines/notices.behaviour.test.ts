import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { announcements } from "../fixtures/system";
import { noticesModel } from "./notices.model";

describe("notices machine", () => {
  it("shows the popups once per session: closing the list remembers each under its session key", async () => {
    const test = createTestActor({ ...noticesModel, input: { dismissedPopups: [] } });
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.fetchAnnouncements", output: announcements() } as never);
    expect(test.actor.getSnapshot().matches({ ready: { popups: "showing" } })).toBe(true);
    test.actor.send({ type: "POPUP.DISMISS" });
    expect(test.actor.getSnapshot().matches({ ready: { popups: "done" } })).toBe(true);
    expect(test.actor.getSnapshot().context.dismissedPopups).toEqual(["popup:21", "popup:22"]);
    expect(test.actions).toEqual([
      { type: "rememberDismissedPopup", params: { key: "popup:21" } },
      { type: "rememberDismissedPopup", params: { key: "popup:22" } },
    ]);
  });

  it("skips popups dismissed earlier in the session", async () => {
    const test = createTestActor({ ...noticesModel, input: { dismissedPopups: ["popup:21", "popup:22"] } });
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.fetchAnnouncements", output: announcements() } as never);
    expect(test.actor.getSnapshot().matches({ ready: { popups: "done" } })).toBe(true);
  });

  it("opens the notice modal at the clicked index and ignores an index that does not exist", async () => {
    const test = createTestActor(noticesModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.fetchAnnouncements", output: announcements() } as never);
    test.actor.send({ type: "NOTICES.OPEN", index: 5 });
    expect(test.actor.getSnapshot().matches({ ready: { noticeModal: "closed" } })).toBe(true);
    test.actor.send({ type: "NOTICES.OPEN", index: 1 });
    expect(test.actor.getSnapshot().matches({ ready: { noticeModal: "open" } })).toBe(true);
    expect(test.actor.getSnapshot().context.openIndex).toBe(1);
  });
});

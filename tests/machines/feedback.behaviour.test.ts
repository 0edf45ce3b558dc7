import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { errorOf, networkError } from "../fixtures/errors";
import { feedbackMachine, feedbackProblem, feedbackRequest, type FeedbackContext } from "../../machines/feedback.machine";
import { EARLIER, feedbackGuestModel, feedbackMemberModel, SENT, SETTINGS } from "./feedback.model";
import { answer, describeWalks, failure } from "./walks";

// Feedback as plain stories: sent once (button disabled while sending, the same key on a retry), the member's history.
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

// Walks and the form's rules from the spec (section 5: content within the server's bounds, images png or jpg, 5 MB
// each, at most 3; docs/features.md: a guest leaves a contact of at most 100 characters, markup is refused).
const BOUNDS = { contentMin: 10, contentMax: 500 };
const form = (over: Partial<FeedbackContext>): FeedbackContext => ({
  keyPrefix: "g",
  member: false,
  submission: 0,
  settings: BOUNDS,
  history: [],
  questionType: "deposit",
  content: "The deposit page froze.",
  contact: "line: guest01",
  images: [],
  ...over,
});

describe("feedback rules", () => {
  it("a question type is needed first", () => {
    expect(feedbackProblem(form({ questionType: undefined, content: "" }))).toBe("questionType");
  });
  it("content counts trimmed, 10 to 500 characters here, both ends included", () => {
    expect(feedbackProblem(form({ content: "x".repeat(9) }))).toBe("contentLength");
    expect(feedbackProblem(form({ content: ` ${"x".repeat(9)} ` }))).toBe("contentLength");
    expect(feedbackProblem(form({ content: "x".repeat(10) }))).toBeUndefined();
    expect(feedbackProblem(form({ content: "x".repeat(500) }))).toBeUndefined();
    expect(feedbackProblem(form({ content: "x".repeat(501) }))).toBe("contentLength");
  });
  it("markup is refused in the content, and in a guest's contact", () => {
    expect(feedbackProblem(form({ content: "<b>The deposit page</b>" }))).toBe("text");
    expect(feedbackProblem(form({ content: "1 > 0 and it froze" }))).toBe("text");
    expect(feedbackProblem(form({ contact: "<script>" }))).toBe("text");
    expect(feedbackProblem(form({ member: true, contact: "<script>" }))).toBeUndefined();
  });
  it("a guest's contact is required and at most 100 characters; a member needs none", () => {
    expect(feedbackProblem(form({ contact: "   " }))).toBe("contactRequired");
    expect(feedbackProblem(form({ contact: "x".repeat(100) }))).toBeUndefined();
    expect(feedbackProblem(form({ contact: ` ${"x".repeat(100)} ` }))).toBeUndefined();
    expect(feedbackProblem(form({ contact: "x".repeat(101) }))).toBe("contactTooLong");
    expect(feedbackProblem(form({ member: true, contact: "" }))).toBeUndefined();
  });
  it("the request carries the trimmed texts and the images; a member's no contact", () => {
    const images = [{ fileName: "a.png", contentType: "image/png" as const, dataBase64: "iVBORw0KGgo=" }];
    expect(feedbackRequest(form({ content: "  froze  ", contact: " line: guest01 ", images }))).toEqual({ questionType: "deposit", content: "froze", contact: "line: guest01", images });
    expect(feedbackRequest(form({ member: true, content: "froze" }))).toEqual({ questionType: "deposit", content: "froze", images: [] });
    expect(feedbackRequest(form({ member: true, questionType: undefined, content: "froze" }))).toEqual({ questionType: "other", content: "froze", images: [] });
  });
});

const MB5 = 5 * 1024 * 1024;
const picked = (name: string, size = 1000) => ({ name, size, blob: null });
const PNG = { contentType: "image/png", dataBase64: "iVBORw0KGgo=" };
const proof = (name: string) => ({ fileName: name, contentType: "image/png", dataBase64: "iVBORw0KGgo=" });
const guestLoaded = answer("loadFeedback", { settings: SETTINGS, history: [] });
const addImage = (name: string) => [{ type: "IMAGE.ADD", file: picked(name) }, answer("readImage", PNG)];
const filled = [guestLoaded, { type: "TYPE.CHANGE", questionType: "deposit" }, { type: "CONTENT.CHANGE", text: "The deposit page froze." }, { type: "CONTACT.CHANGE", text: "line: guest01" }];
const guest = { name: "feedbackGuest", machine: feedbackMachine, input: { keyPrefix: "g", member: false } };

describeWalks(guest, [
  { name: "a form whose settings did not load is loaded again on retry", steps: [failure("loadFeedback", networkError), { type: "RETRY" }], state: "loading", requests: { loadFeedback: 2 } },
  { name: "an image of exactly 5 MB is read", steps: [guestLoaded, { type: "IMAGE.ADD", file: picked("limit.jpg", MB5) }], state: "readingImage", requests: { readImage: 1 } },
  { name: "an image 1 byte over 5 MB is refused unread", steps: [guestLoaded, { type: "IMAGE.ADD", file: picked("big.png", MB5 + 1) }], state: "editing", requests: { readImage: 0 }, context: { problem: "imageTooBig" } },
  { name: "a read image is added under its name", steps: [guestLoaded, ...addImage("slip1.png")], state: "editing", context: { images: [proof("slip1.png")], problem: undefined } },
  { name: "a file that is not a png or jpg is refused", steps: [guestLoaded, { type: "IMAGE.ADD", file: picked("doc.pdf") }, answer("readImage", { contentType: null, dataBase64: "" })], state: "editing", context: { images: [], problem: "imageNotPngOrJpg" } },
  { name: "a file that cannot be read is refused", steps: [guestLoaded, { type: "IMAGE.ADD", file: picked("x.png") }, failure("readImage", new Error("unreadable"))], state: "editing", context: { images: [], problem: "imageNotPngOrJpg" } },
  {
    name: "a fourth image is refused unread",
    steps: [guestLoaded, ...addImage("a.png"), ...addImage("b.png"), ...addImage("c.png"), { type: "IMAGE.ADD", file: picked("d.png") }],
    state: "editing",
    requests: { readImage: 3 },
    context: { problem: "imagesTooMany", images: [proof("a.png"), proof("b.png"), proof("c.png")] },
  },
  {
    name: "removing an image makes room for another",
    steps: [guestLoaded, ...addImage("a.png"), ...addImage("b.png"), ...addImage("c.png"), { type: "IMAGE.ADD", file: picked("d.png") }, { type: "IMAGE.REMOVE", index: 1 }, { type: "IMAGE.ADD", file: picked("d.png") }],
    state: "readingImage",
    context: { images: [proof("a.png"), proof("c.png")], problem: undefined },
  },
  { name: "a send without a type names the problem", steps: [guestLoaded, { type: "SEND" }], state: "editing", requests: { sendFeedback: 0 }, context: { problem: "questionType" } },
  { name: "choosing a type clears the problem", steps: [guestLoaded, { type: "SEND" }, { type: "TYPE.CHANGE", questionType: "game" }], state: "editing", context: { problem: undefined, questionType: "game" } },
  { name: "a filled form is sent", steps: [...filled, { type: "SEND" }], state: "sending", requests: { sendFeedback: 1 } },
  { name: "a failed send says so", steps: [...filled, { type: "SEND" }, failure("sendFeedback", networkError)], state: "failed", context: { error: { kind: "network" } } },
  { name: "after a failed send the form can be edited", steps: [...filled, { type: "SEND" }, failure("sendFeedback", networkError), { type: "EDIT" }], state: "editing", context: { content: "The deposit page froze." } },
  { name: "a sent feedback is shown", steps: [...filled, { type: "SEND" }, answer("sendFeedback", SENT)], state: "sent", context: { sent: SENT, history: [] } },
  {
    name: "a new feedback starts from an empty form",
    steps: [...filled, ...addImage("a.png"), { type: "SEND" }, answer("sendFeedback", SENT), { type: "NEW" }],
    state: "editing",
    context: { questionType: undefined, content: "", contact: "", images: [], sent: undefined },
  },
]);

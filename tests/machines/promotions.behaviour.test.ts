import { describe, expect, it } from "vitest";
import { promotionsMachine } from "../../machines/promotions.machine";
import type { Activity, Promotion } from "../../contract";
import { errorOf, networkError } from "../fixtures/errors";
import { createTestActor, deliver } from "../paths/replay-actor";
import { answer, describeWalks, failure, type WalkStep } from "./walks";

// Promotions (/promotions and /join; spec sections 3, 5 and 9): a type filter, a detail by click or by a
// banner's `?id=`, joining, and the application form: a comment of at most 140 characters, at most 3 png or jpg
// images of at most 5 MB each.
const promotion = (id: string, over: Partial<Promotion>): Promotion => ({
  id,
  title: `Promotion ${id}`,
  summary: "",
  content: "<p>Rules</p>",
  promotionType: "sports",
  execution: "B",
  badges: [],
  payPeriod: null,
  action: "join",
  state: "join",
  startsAt: "2024-01-01T00:00:00.000Z",
  endsAt: null,
  rewardAmount: 100,
  signUp: false,
  ...over,
});
const pA = promotion("pA", {});
const pB = promotion("pB", { action: "apply", promotionType: "newbie" });
const pC = promotion("pC", { action: "raffle", state: "claim" });
const PROMOTIONS = [pA, pB, pC];
const activity = (promotionId: string, state: Activity["state"]): Activity => ({ promotionId, title: "", promotionType: "sports", action: "join", state, rewardAmount: 100, endsAt: null, updatedAt: "2026-01-01T00:00:00.000Z", note: null });
const MB5 = 5 * 1024 * 1024;
const file = (name: string, size: number) => ({ name, size, blob: null });
const PNG = { contentType: "image/png", dataBase64: "iVBORw0KGgo=" };

const model = (openId?: string) => ({ name: "promotions", machine: promotionsMachine, input: { keyPrefix: "k", openId } });
const loaded = answer("loadPromotions", PROMOTIONS);
const openB: WalkStep[] = [loaded, { type: "OPEN", id: "pB" }];
const form: WalkStep[] = [...openB, { type: "APPLY.OPEN" }];
const addImage = (name: string, size = 1000): WalkStep[] => [{ type: "IMAGE.ADD", file: file(name, size) }, answer("readImage", PNG)];
const image = (name: string) => ({ fileName: name, contentType: "image/png", dataBase64: "iVBORw0KGgo=" });

describeWalks(model(), [
  { name: "shows the list with every type", steps: [loaded], state: "list", context: { promotions: PROMOTIONS, filter: "all" } },
  { name: "a list that did not load is loaded again on retry", steps: [failure("loadPromotions", networkError), { type: "RETRY" }], state: "loading", requests: { loadPromotions: 2 }, context: { error: undefined } },
  { name: "a list that did not load is loaded again in a new language", steps: [failure("loadPromotions", networkError), { type: "RELOAD" }], state: "loading", requests: { loadPromotions: 2 }, context: { error: undefined } },
  { name: "a language change while loading asks again", steps: [{ type: "RELOAD" }], state: "loading", requests: { loadPromotions: 2 } },
  { name: "a language change reloads the list", steps: [loaded, { type: "RELOAD" }], state: "loading", requests: { loadPromotions: 2 } },
  { name: "a type filter narrows the list", steps: [loaded, { type: "FILTER", filter: "newbie" }], state: "list", context: { filter: "newbie" } },
  { name: "a promotion opens its detail", steps: openB, state: { detail: "viewing" }, context: { openId: "pB" } },
  { name: "a promotion that is gone is said to be missing", steps: [loaded, { type: "OPEN", id: "gone" }], state: "list", context: { missingId: "gone" } },
  { name: "a filter clears the missing notice", steps: [loaded, { type: "OPEN", id: "gone" }, { type: "FILTER", filter: "sports" }], state: "list", context: { missingId: undefined } },
  { name: "closing the detail goes back to the list", steps: [...openB, { type: "CLOSE" }], state: "list", context: { openId: undefined } },
  { name: "a language change in the detail reloads, the detail stays open", steps: [...openB, { type: "RELOAD" }, loaded], state: { detail: "viewing" }, requests: { loadPromotions: 2 }, context: { openId: "pB" } },
  { name: "another promotion's link opens its detail", steps: [...openB, { type: "OPEN", id: "pC" }], state: { detail: "viewing" }, context: { openId: "pC" } },
  { name: "a link to a promotion that is gone leaves the detail open", steps: [...openB, { type: "OPEN", id: "gone" }], state: { detail: "viewing" }, context: { openId: "pB" } },
  {
    name: "another promotion's link empties the application form",
    steps: [...form, { type: "COMMENT.CHANGE", text: "my comment" }, ...addImage("slip1.png"), { type: "OPEN", id: "pC" }],
    state: { detail: "viewing" },
    context: { openId: "pC", comment: "", images: [] },
  },
  { name: "joining sends the join", steps: [loaded, { type: "OPEN", id: "pA" }, { type: "JOIN" }], state: { detail: "joining" }, requests: { joinPromotion: 1 } },
  {
    name: "a join shows the promotion joined and says so",
    steps: [loaded, { type: "OPEN", id: "pA" }, { type: "JOIN" }, answer("joinPromotion", activity("pA", "joined"))],
    state: { detail: "viewing" },
    context: { promotions: [{ ...pA, state: "joined" }, pB, pC], done: "joined" },
  },
  {
    name: "a refused join shows the refusal, which can be dismissed",
    steps: [loaded, { type: "OPEN", id: "pA" }, { type: "JOIN" }, failure("joinPromotion", errorOf("PROMOTION_ALREADY_JOINED")), { type: "DISMISS" }],
    state: { detail: "viewing" },
    context: { error: undefined },
  },
  {
    name: "a refused join is shown",
    steps: [loaded, { type: "OPEN", id: "pA" }, { type: "JOIN" }, failure("joinPromotion", errorOf("PROMOTION_ALREADY_JOINED"))],
    state: { detail: "viewing" },
    context: { error: { errorCode: "PROMOTION_ALREADY_JOINED" }, promotions: PROMOTIONS },
  },
  { name: "closing the detail after a join forgets the notice", steps: [loaded, { type: "OPEN", id: "pA" }, { type: "JOIN" }, answer("joinPromotion", activity("pA", "joined")), { type: "CLOSE" }], state: "list", context: { done: undefined } },
  { name: "the application form opens", steps: form, state: { detail: "form" } },
  { name: "cancelling the form empties it", steps: [...form, { type: "COMMENT.CHANGE", text: "my comment" }, ...addImage("slip1.png"), { type: "APPLY.CANCEL" }], state: { detail: "viewing" }, context: { comment: "", images: [] } },
  { name: "a language change in the form reloads", steps: [...form, { type: "RELOAD" }], state: "loading", requests: { loadPromotions: 2 } },
  { name: "a comment of 140 characters (spaces trimmed) is sent", steps: [...form, { type: "COMMENT.CHANGE", text: ` ${"x".repeat(140)} ` }, { type: "APPLY.SUBMIT" }], state: { detail: "submitting" }, requests: { applyPromotion: 1 } },
  { name: "a comment of 141 characters is refused", steps: [...form, { type: "COMMENT.CHANGE", text: "x".repeat(141) }, { type: "APPLY.SUBMIT" }], state: { detail: "form" }, requests: { applyPromotion: 0 }, context: { problem: "commentTooLong" } },
  { name: "typing again clears the problem", steps: [...form, { type: "COMMENT.CHANGE", text: "x".repeat(141) }, { type: "APPLY.SUBMIT" }, { type: "COMMENT.CHANGE", text: "x" }], state: { detail: "form" }, context: { problem: undefined } },
  { name: "an image of exactly 5 MB is read", steps: [...form, { type: "IMAGE.ADD", file: file("limit.jpg", MB5) }], state: { detail: "readingImage" }, requests: { readImage: 1 } },
  { name: "an image 1 byte over 5 MB is refused unread", steps: [...form, { type: "IMAGE.ADD", file: file("big.png", MB5 + 1) }], state: { detail: "form" }, requests: { readImage: 0 }, context: { problem: "imageTooBig" } },
  { name: "a read image is added under its name", steps: [...form, ...addImage("slip1.png")], state: { detail: "form" }, context: { images: [image("slip1.png")] } },
  {
    name: "a jpg is added as a jpg",
    steps: [...form, { type: "IMAGE.ADD", file: file("slip.jpg", 1000) }, answer("readImage", { contentType: "image/jpeg", dataBase64: "/9j/4AAQ" })],
    state: { detail: "form" },
    context: { images: [{ fileName: "slip.jpg", contentType: "image/jpeg", dataBase64: "/9j/4AAQ" }] },
  },
  { name: "a file that is not a png or jpg is refused", steps: [...form, { type: "IMAGE.ADD", file: file("doc.pdf", 1000) }, answer("readImage", { contentType: null, dataBase64: "" })], state: { detail: "form" }, context: { images: [], problem: "imageNotPngOrJpg" } },
  { name: "a file that cannot be read is refused", steps: [...form, { type: "IMAGE.ADD", file: file("x.png", 1000) }, failure("readImage", new Error("unreadable"))], state: { detail: "form" }, context: { images: [], problem: "imageNotPngOrJpg" } },
  {
    name: "a fourth image is refused unread",
    steps: [...form, ...addImage("slip1.png"), ...addImage("slip2.png"), ...addImage("slip3.png"), { type: "IMAGE.ADD", file: file("fourth.png", 1000) }],
    state: { detail: "form" },
    requests: { readImage: 3 },
    context: { problem: "imagesTooMany", images: [image("slip1.png"), image("slip2.png"), image("slip3.png")] },
  },
  {
    name: "removing an image makes room for another",
    steps: [...form, ...addImage("slip1.png"), ...addImage("slip2.png"), ...addImage("slip3.png"), { type: "IMAGE.REMOVE", index: 0 }, { type: "IMAGE.ADD", file: file("fourth.png", 1000) }],
    state: { detail: "readingImage" },
    context: { images: [image("slip2.png"), image("slip3.png")], problem: undefined },
  },
  {
    name: "an application shows the promotion applying, says so and empties the form",
    steps: [...form, { type: "COMMENT.CHANGE", text: "my comment" }, ...addImage("slip1.png"), { type: "APPLY.SUBMIT" }, answer("applyPromotion", activity("pB", "applying"))],
    state: { detail: "viewing" },
    context: { promotions: [pA, { ...pB, state: "applying" }, pC], done: "applied", comment: "", images: [] },
  },
  {
    name: "a refused application keeps the form with the refusal",
    steps: [...form, { type: "COMMENT.CHANGE", text: "my comment" }, { type: "APPLY.SUBMIT" }, failure("applyPromotion", errorOf("ACTIVITY_IMAGE_NOT_ALLOWED"))],
    state: { detail: "form" },
    context: { comment: "my comment", error: { errorCode: "ACTIVITY_IMAGE_NOT_ALLOWED" } },
  },
]);

describeWalks(model("pC"), [
  { name: "a banner's link opens that promotion's detail", steps: [loaded], state: { detail: "viewing" }, context: { openId: "pC" } },
]);
describeWalks(model("gone"), [
  { name: "a banner's link to a promotion that is gone shows the list, saying so", steps: [loaded], state: "list", context: { openId: undefined, missingId: "gone" } },
]);

describe("promotion requests", () => {
  it("the join and the application name the open promotion; the comment goes trimmed with the images; each application has its own key", async () => {
    const test = createTestActor({ ...model(), payloads: {} });
    test.actor.start();
    const steps: WalkStep[] = [
      loaded,
      { type: "OPEN", id: "pA" },
      { type: "JOIN" },
      answer("joinPromotion", activity("pA", "joined")),
      { type: "OPEN", id: "pB" },
      { type: "APPLY.OPEN" },
      { type: "COMMENT.CHANGE", text: "  my comment  " },
      ...addImage("slip1.png"),
      { type: "APPLY.SUBMIT" },
      failure("applyPromotion", networkError),
      { type: "APPLY.SUBMIT" },
    ];
    for (const step of steps) if (!("waitMs" in step)) await deliver(test, step);
    const sent = test.fakes.inputs.filter((r) => r.id === "joinPromotion" || r.id === "applyPromotion");
    expect(sent.map((r) => r.input)).toEqual([
      { promotionId: "pA" },
      { request: { promotionId: "pB", comment: "my comment", images: [image("slip1.png")] }, key: "k-1" },
      { request: { promotionId: "pB", comment: "my comment", images: [image("slip1.png")] }, key: "k-2" },
    ]);
    expect(test.fakes.inputs.filter((r) => r.id === "readImage").map((r) => r.input)).toEqual([file("slip1.png", 1000)]);
  });
});

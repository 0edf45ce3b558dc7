import { feedbackMachine, type FeedbackContext } from "../../machines/feedback.machine";
import type { FeedbackItem } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { feedbackOracle, GUEST, MEMBER } from "./feedback.oracle";

type M = typeof feedbackMachine;

/** The server's bounds (GET /wps/feedback/settings) as the fake answers them. */
export const SETTINGS = { contentMin: 10, contentMax: 500 };
const MB5 = 5 * 1024 * 1024;
export const VALID_CONTENT = " The deposit page froze. ";
export const EARLIER: FeedbackItem = {
  id: "fb-earlier",
  questionType: "deposit",
  content: "My deposit arrived late",
  imageCount: 0,
  createdAt: "2026-11-01T08:00:00.000Z",
  reply: { content: "Sorry for the delay: it is in your account now.", repliedAt: "2026-11-01T09:30:00.000Z" },
};
export const SENT: FeedbackItem = { id: "fb-new", questionType: "deposit", content: "The deposit page froze.", imageCount: 0, createdAt: "2026-11-23T10:00:00.000Z", reply: null };

const file = (name: string, size: number) => ({ name, size, blob: null });
const ctx = (snapshot: { context: unknown }) => snapshot.context as FeedbackContext;
/** Content inside the fake's bounds without markup (the model's literals, not the machine's rule). */
const contentOk = (c: FeedbackContext) => c.content === VALID_CONTENT || c.content === "x".repeat(10) || c.content === "x".repeat(500);
const readyToAttach = (c: FeedbackContext) => c.questionType !== undefined && contentOk(c) && (c.member || c.contact === "line: guest01");

function feedbackModel(input: { keyPrefix: string; member: boolean }): PathModel<M> {
  return {
    name: input.member ? "feedback" : "feedbackGuest",
    machine: feedbackMachine,
    input,
    oracle: feedbackOracle(input),
    payloads: {
      "xstate.done.actor.loadFeedback": () => [{ type: "xstate.done.actor.loadFeedback", output: { settings: SETTINGS, history: input.member ? [EARLIER] : [] } }],
      "xstate.error.actor.loadFeedback": () => [{ type: "xstate.error.actor.loadFeedback", error: networkError }],
      "TYPE.CHANGE": (s) => (ctx(s).questionType ? [] : [{ type: "TYPE.CHANGE", questionType: "deposit" }]),
      // Bounds on both sides (9 and 501 refused, 10 and 500 sent), padding trimmed, markup refused.
      "CONTENT.CHANGE": (s) =>
        ctx(s).questionType && ctx(s).content === ""
          ? ["x".repeat(9), "x".repeat(10), "x".repeat(500), "x".repeat(501), VALID_CONTENT, "<script>alert(1)</script> help me"].map((text) => ({ type: "CONTENT.CHANGE", text }))
          : [],
      "CONTACT.CHANGE": (s) =>
        !input.member && ctx(s).content === VALID_CONTENT && ctx(s).contact === ""
          ? ["line: guest01", "x".repeat(101), "<a href=x>me</a>"].map((text) => ({ type: "CONTACT.CHANGE", text }))
          : [],
      // A small png, one of exactly 5 MB and one byte over; a fourth once three are attached.
      "IMAGE.ADD": (s) => {
        const c = ctx(s);
        if (!readyToAttach(c) || c.content !== VALID_CONTENT) return [];
        const files = c.images.length >= 3 ? [file("fourth.png", 1000)] : c.images.length === 0 ? [file("shot1.png", 1000), file("limit.jpg", MB5), file("big.png", MB5 + 1)] : [file(`shot${c.images.length + 1}.png`, 1000)];
        return files.map((f) => ({ type: "IMAGE.ADD", file: f }));
      },
      "xstate.done.actor.readImage": (s) => [
        { type: "xstate.done.actor.readImage", output: { contentType: "image/png", dataBase64: "iVBORw0KGgo=" } },
        ...(ctx(s).images.length === 0
          ? [
              { type: "xstate.done.actor.readImage", output: { contentType: "image/jpeg", dataBase64: "/9j/4AAQ" } },
              { type: "xstate.done.actor.readImage", output: { contentType: null, dataBase64: "" } },
            ]
          : []),
      ],
      "xstate.error.actor.readImage": () => [{ type: "xstate.error.actor.readImage", error: new Error("unreadable") }],
      "IMAGE.REMOVE": (s) => (ctx(s).images.length > 0 ? [{ type: "IMAGE.REMOVE", index: 0 }] : []),
      "xstate.done.actor.sendFeedback": () => [{ type: "xstate.done.actor.sendFeedback", output: SENT }],
      "xstate.error.actor.sendFeedback": () => [{ type: "xstate.error.actor.sendFeedback", error: errorOf("FEEDBACK_RATE_LIMITED") }],
    },
    contextKey: (context: FeedbackContext) => [
      context.questionType ?? null,
      context.content,
      context.contact,
      context.images.length,
      context.reading?.name ?? null,
      context.submission > 0,
      context.error ? (context.error.errorCode ?? context.error.kind) : null,
    ],
  };
}

export const feedbackGuestModel = feedbackModel(GUEST);
export const feedbackMemberModel = feedbackModel(MEMBER);

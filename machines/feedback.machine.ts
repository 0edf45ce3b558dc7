import { assign, setup } from "xstate";
import type { ErrorInfo, FeedbackItem, FeedbackQuestionType, FeedbackRequest, FeedbackSettings, ProofImage } from "../contract";
import { FEEDBACK_CONTACT_MAX } from "../contract/rules/limits";
import { submissionKey } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { imageTooBig, imagesFull, isPngOrJpg, readImageNotProvided, withReadImage, type ImageProblem, type PickedFile, type ReadImage } from "./picked-image";


export type FeedbackProblem = "questionType" | "contentLength" | "contactRequired" | "contactTooLong" | "text" | ImageProblem;

export interface FeedbackContext {
  keyPrefix: string;
  /** A member is answered in the history; a guest leaves a contact. */
  member: boolean;
  /** Numbers the sends: a retry of a failed send keeps its Idempotency-Key, a new send gets the next one. */
  submission: number;
  settings: FeedbackSettings;
  history: FeedbackItem[];
  questionType?: FeedbackQuestionType;
  content: string;
  contact: string;
  images: ProofImage[];
  reading?: PickedFile;
  problem?: FeedbackProblem;
  error?: ErrorInfo;
  sent?: FeedbackItem;
}

export type FeedbackEvent =
  | { type: "TYPE.CHANGE"; questionType: FeedbackQuestionType }
  | { type: "CONTENT.CHANGE"; text: string }
  | { type: "CONTACT.CHANGE"; text: string }
  | { type: "IMAGE.ADD"; file: PickedFile }
  | { type: "IMAGE.REMOVE"; index: number }
  | { type: "SEND" }
  | { type: "EDIT" }
  | { type: "NEW" }
  | { type: "RETRY" };

export type FeedbackLoaded = { settings: FeedbackSettings; history: FeedbackItem[] };

/** Markup is refused by the server: `<` and `>` never go out. */
const hasMarkup = (text: string) => /[<>]/.test(text);

export function feedbackProblem(c: FeedbackContext): FeedbackProblem | undefined {
  if (!c.questionType) return "questionType";
  if (hasMarkup(c.content) || (!c.member && hasMarkup(c.contact))) return "text";
  const length = c.content.trim().length;
  if (length < c.settings.contentMin || length > c.settings.contentMax) return "contentLength";
  if (!c.member && c.contact.trim() === "") return "contactRequired";
  if (!c.member && c.contact.trim().length > FEEDBACK_CONTACT_MAX) return "contactTooLong";
  return undefined;
}

export function feedbackRequest(c: FeedbackContext): FeedbackRequest {
  return {
    questionType: c.questionType ?? "other",
    content: c.content.trim(),
    ...(c.member ? {} : { contact: c.contact.trim() }),
    images: c.images,
  };
}

const emptyForm = { questionType: undefined, content: "", contact: "", images: [] as ProofImage[], problem: undefined, error: undefined };

/**
 * The feedback form (feedbackModal): question type, content within the server's bounds, a contact for guests, up to
 * 3 png or jpg images of at most 5 MB (read by content), sent once per submission; members see their earlier feedback
 * with staff's replies.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    input: {} as { keyPrefix: string; member: boolean },
  },
  actors: {
    loadFeedback: promiseNotProvided<FeedbackLoaded, { member: boolean }>("loadFeedback"),
    readImage: readImageNotProvided("readImage"),
    sendFeedback: promiseNotProvided<FeedbackItem, { request: FeedbackRequest; key: string }>("sendFeedback"),
  },
  guards: {
    tooManyImages: ({ context }) => imagesFull(context.images),
    imageTooBig: ({ event }) => imageTooBig((event as { file?: PickedFile }).file),
    isImage: ({ event }) => isPngOrJpg((event as unknown as { output: ReadImage }).output),
    canSend: ({ context }) => feedbackProblem(context) === undefined,
  },
}).createMachine({
  id: "feedback",
  description: "The feedback and complaints form: a question type, the message (within the server's length limits), a contact for visitors, and up to 3 png or jpg pictures of at most 5 MB each. Members also see their earlier feedback with staff's replies.",
  meta: { spec: ["2 Screens and routes › Popups", "3 Entities and fields", "5 Validation rules", "7 Calls › Other", "8 Error catalogue"], screen: "Feedback dialog (feedbackModal)" },
  context: ({ input }) => ({ ...input, submission: 0, settings: { contentMin: 0, contentMax: 0 }, history: [], content: "", contact: "", images: [] }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the form's limits and, for a member, their earlier feedback.",
      invoke: {
        id: "loadFeedback",
        src: "loadFeedback",
        input: ({ context }) => ({ member: context.member }),
        onDone: { target: "editing", description: "The form is shown.", actions: assign(({ event }) => ({ settings: event.output.settings, history: event.output.history, error: undefined })) },
        onError: { target: "loadFailed", description: "The form could not be loaded.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { description: "The feedback form could not be loaded; the person can retry.", on: { RETRY: { target: "loading", description: "The person tries again." } } },
    editing: {
      description: "The person fills in the feedback form.",
      on: {
        "TYPE.CHANGE": { description: "The person picks the question type (deposit, withdrawal, game, customer service, application, other).", actions: assign({ questionType: ({ event }) => event.questionType, problem: undefined }) },
        "CONTENT.CHANGE": { description: "The person types the message.", actions: assign({ content: ({ event }) => event.text, problem: undefined }) },
        "CONTACT.CHANGE": { description: "A visitor types how to contact them.", actions: assign({ contact: ({ event }) => event.text, problem: undefined }) },
        "IMAGE.ADD": [
          { guard: "tooManyImages", description: "Three pictures are already added: no more are accepted.", actions: assign({ problem: "imagesTooMany" }) },
          { guard: "imageTooBig", description: "The picture is over 5 MB: it is refused.", actions: assign({ problem: "imageTooBig" }) },
          { target: "readingImage", description: "The person adds a picture: it is read.", actions: assign({ reading: ({ event }) => event.file, problem: undefined }) },
        ],
        "IMAGE.REMOVE": { description: "The person removes a picture.", actions: assign({ images: ({ context, event }) => context.images.filter((_, i) => i !== event.index), problem: undefined }) },
        SEND: [
          { guard: "canSend", target: "sending", description: "The form is complete and within the limits: it is sent.", actions: assign({ submission: ({ context }) => context.submission + 1, problem: undefined, error: undefined }) },
          { description: "Something is missing or outside the limits (type, message length, contact): the form says what.", actions: assign({ problem: ({ context }) => feedbackProblem(context) }) },
        ],
      },
    },
    readingImage: {
      description: "Reading the picked file to check that it is a png or jpg picture.",
      invoke: {
        id: "readImage",
        src: "readImage",
        input: ({ context }) => context.reading ?? { name: "", size: 0, blob: null },
        onDone: [
          {
            guard: "isImage",
            target: "editing",
            description: "It is a picture: it is added.",
            actions: assign(({ context, event }) => ({
              images: withReadImage(context.images, context.reading, event.output, "image"),
              reading: undefined,
            })),
          },
          { target: "editing", description: "It is not a png or jpg picture: it is refused.", actions: assign({ problem: "imageNotPngOrJpg", reading: undefined }) },
        ],
        onError: { target: "editing", description: "The file could not be read: it is refused.", actions: assign({ problem: "imageNotPngOrJpg", reading: undefined }) },
      },
    },
    sending: {
      description: "Waiting for the server to store the feedback.",
      invoke: {
        id: "sendFeedback",
        src: "sendFeedback",
        input: ({ context }) => ({ request: feedbackRequest(context), key: submissionKey(context.keyPrefix, context.submission) }),
        onDone: {
          target: "sent",
          description: "Sent: a thank-you is shown (a member sees it at the top of their feedback).",
          actions: assign(({ context, event }) => ({ sent: event.output, history: context.member ? [event.output, ...context.history] : context.history, error: undefined })),
        },
        // A retry sends the same key: feedback that did reach the server is not stored twice.
        onError: { target: "failed", description: "Not sent (refused or no answer): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      description: "The feedback could not be sent; the person can send it again (it is never stored twice) or edit it.",
      on: {
        SEND: { target: "sending", description: "The person sends the same feedback again.", actions: assign({ error: undefined }) },
        EDIT: { target: "editing", description: "The person goes back to change it." },
      },
    },
    sent: { description: "The feedback was sent.", on: { NEW: { target: "editing", description: "The person writes new feedback.", actions: assign({ ...emptyForm, sent: undefined }) } } },
  },
});

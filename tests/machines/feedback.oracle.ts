import { anyValue } from "../paths/any-value";
import type { EventObject } from "xstate";
import type { FeedbackItem, FeedbackQuestionType, FeedbackSettings, ProofImage } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The models' inputs: a guest and a member (guests leave a contact, members see their history). */
export const GUEST = { keyPrefix: "g", member: false };
export const MEMBER = { keyPrefix: "m", member: true };

/** Spec sections 5 and 9: images png or jpg, 5 MB each, at most 3. The contract's contact limit: 100 characters. */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_MAX_COUNT = 3;
const IMAGE_TYPES = ["image/png", "image/jpeg"];
const CONTACT_MAX = 100;

type Phase = "loading" | "loadFailed" | "editing" | "reading" | "sending" | "failed" | "sent";
type File = { name: string; size: number };

export interface FeedbackForm {
  phase: Phase;
  member: boolean;
  settings?: FeedbackSettings;
  history: FeedbackItem[];
  questionType?: FeedbackQuestionType;
  content: string;
  contact: string;
  images: ProofImage[];
  reading?: File;
  problem?: string;
  error?: unknown;
  sent?: FeedbackItem;
  /** Sends made from the form (a retry of a failed one is not a new send). */
  sends: number;
}

/** Why the form may not go out, in the order a person fixes it: type, no markup, content bounds (the server's), contact for guests. */
export function formProblem(f: FeedbackForm): string | undefined {
  if (!f.questionType) return "questionType";
  if (/[<>]/.test(f.content) || (!f.member && /[<>]/.test(f.contact))) return "text";
  const length = f.content.trim().length;
  if (length < f.settings!.contentMin || length > f.settings!.contentMax) return "contentLength";
  if (!f.member && f.contact.trim() === "") return "contactRequired";
  if (!f.member && f.contact.trim().length > CONTACT_MAX) return "contactTooLong";
  return undefined;
}

/** PUT /wps/feedback's body (contract/help.ts): trimmed text, the contact only from guests. */
function request(f: FeedbackForm) {
  return { questionType: f.questionType, content: f.content.trim(), ...(f.member ? {} : { contact: f.contact.trim() }), images: f.images };
}

function apply(f: FeedbackForm, event: EventObject & Record<string, unknown>, prefix: string): StepExpectation {
  const expectation: StepExpectation = {};
  const editing = f.phase === "editing";
  switch (event.type) {
    case "xstate.done.actor.loadFeedback": {
      const loaded = event.output as { settings: FeedbackSettings; history: FeedbackItem[] };
      f.phase = "editing";
      f.settings = loaded.settings;
      f.history = loaded.history;
      f.error = undefined;
      break;
    }
    case "xstate.error.actor.loadFeedback":
      f.phase = "loadFailed";
      f.error = event.error;
      break;
    case "RETRY":
      f.phase = "loading";
      expectation.requests = [{ id: "loadFeedback", input: { member: f.member } }];
      break;
    case "TYPE.CHANGE":
      if (editing) [f.questionType, f.problem] = [event.questionType as FeedbackQuestionType, undefined];
      break;
    case "CONTENT.CHANGE":
      if (editing) [f.content, f.problem] = [event.text as string, undefined];
      break;
    case "CONTACT.CHANGE":
      if (editing) [f.contact, f.problem] = [event.text as string, undefined];
      break;
    case "IMAGE.ADD": {
      if (!editing) break;
      const file = event.file as File;
      if (f.images.length >= IMAGE_MAX_COUNT) f.problem = "imagesTooMany";
      else if (file.size > IMAGE_MAX_BYTES) f.problem = "imageTooBig";
      else {
        f.phase = "reading";
        f.reading = file;
        f.problem = undefined;
        expectation.requests = [{ id: "readImage", input: { name: file.name, size: file.size, blob: anyValue } }];
      }
      break;
    }
    case "xstate.done.actor.readImage": {
      const read = event.output as { contentType: string | null; dataBase64: string };
      if (read.contentType !== null && IMAGE_TYPES.includes(read.contentType))
        f.images = [...f.images, { fileName: f.reading!.name, contentType: read.contentType as ProofImage["contentType"], dataBase64: read.dataBase64 }];
      else f.problem = "imageNotPngOrJpg";
      f.phase = "editing";
      f.reading = undefined;
      break;
    }
    case "xstate.error.actor.readImage":
      f.problem = "imageNotPngOrJpg";
      f.phase = "editing";
      f.reading = undefined;
      break;
    case "IMAGE.REMOVE":
      if (editing) [f.images, f.problem] = [f.images.filter((_, i) => i !== event.index), undefined];
      break;
    case "SEND":
      if (editing) {
        f.problem = formProblem(f);
        if (f.problem) break;
        f.sends += 1;
      } else if (f.phase !== "failed") break;
      // A retry after a failure sends the same Idempotency-Key: the server stores the feedback once.
      f.phase = "sending";
      f.error = undefined;
      expectation.requests = [{ id: "sendFeedback", input: { request: request(f), key: `${prefix}-${f.sends}` } }];
      break;
    case "EDIT":
      if (f.phase === "failed") f.phase = "editing";
      break;
    case "xstate.done.actor.sendFeedback":
      f.phase = "sent";
      f.sent = event.output as FeedbackItem;
      if (f.member) f.history = [f.sent, ...f.history];
      break;
    case "xstate.error.actor.sendFeedback":
      f.phase = "failed";
      f.error = event.error;
      break;
    case "NEW":
      if (f.phase === "sent") Object.assign(f, { phase: "editing", questionType: undefined, content: "", contact: "", images: [], problem: undefined, error: undefined, sent: undefined });
      break;
  }
  return expectation;
}

function run(input: { keyPrefix: string; member: boolean }, events: readonly EventObject[]) {
  const f: FeedbackForm = { phase: "loading", member: input.member, history: [], content: "", contact: "", images: [], sends: 0 };
  let expectation: StepExpectation = { requests: [{ id: "loadFeedback", input: { member: input.member } }] };
  for (const event of events) expectation = apply(f, event as EventObject & Record<string, unknown>, input.keyPrefix);
  return { f, expectation };
}

export const feedbackFormAfter = (input: { keyPrefix: string; member: boolean }, events: readonly EventObject[]): FeedbackForm => run(input, events).f;

export function feedbackOracle(input: { keyPrefix: string; member: boolean }): Oracle {
  return {
    step(events) {
      const { f, expectation } = run(input, events);
      return {
        ...expectation,
        context: {
          questionType: f.questionType,
          content: f.content,
          contact: f.contact,
          images: f.images,
          problem: f.problem,
          history: f.history,
          sent: f.sent,
          error: f.error,
          ...(f.settings ? { settings: f.settings } : {}),
        },
      };
    },
  };
}

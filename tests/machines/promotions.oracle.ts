import { anyValue } from "../paths/any-value";
import type { EventObject } from "xstate";
import type { Activity, ProofImage, Promotion } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input (promotions.model.ts): key prefix "k"; the second model opens "pB" from a `?id=` link. */
export const INPUT = { keyPrefix: "k" };

/** Spec sections 5 and 9: comment at most 140 characters; images png or jpg, 5 MB each, at most 3. */
const COMMENT_MAX = 140;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_MAX_COUNT = 3;

type Phase = "loading" | "failed" | "list" | "viewing" | "joining" | "form" | "reading" | "submitting";
type File = { name: string; size: number };

export interface Page {
  phase: Phase;
  promotions: Promotion[];
  filter: string;
  openId?: string;
  missingId?: string;
  comment: string;
  images: ProofImage[];
  reading?: File;
  problem?: string;
  done?: string;
  error?: unknown;
  submissions: number;
}

const inDetail = (p: Page) => ["viewing", "joining", "form", "reading", "submitting"].includes(p.phase);
const leaveDetail = (p: Page) => {
  p.comment = "";
  p.images = [];
  p.problem = undefined;
  p.error = undefined;
  p.done = undefined;
};
const withState = (p: Page, activity: Activity) => {
  p.promotions = p.promotions.map((x) => (x.id === activity.promotionId ? { ...x, state: activity.state } : x));
};
const load: StepExpectation = { requests: [{ id: "loadPromotions" }] };

function apply(p: Page, event: EventObject & Record<string, unknown>): StepExpectation {
  switch (event.type) {
    case "xstate.done.actor.loadPromotions": {
      p.promotions = event.output as Promotion[];
      if (p.openId !== undefined && p.promotions.some((x) => x.id === p.openId)) p.phase = "viewing";
      else {
        p.phase = "list";
        p.missingId = p.openId;
        p.openId = undefined;
      }
      return {};
    }
    case "xstate.error.actor.loadPromotions":
      p.phase = "failed";
      p.error = event.error;
      return { context: { error: event.error } };
    case "RETRY":
      p.phase = "loading";
      p.error = undefined;
      return load;
    case "RELOAD":
      // From the detail the texts come again; the form's content goes (the detail is left), the open id stays.
      if (inDetail(p)) leaveDetail(p);
      p.error = undefined;
      p.phase = "loading";
      return load;
    case "FILTER":
      p.filter = event.filter as string;
      p.missingId = undefined;
      return {};
    case "OPEN": {
      const id = event.id as string;
      const found = p.promotions.some((x) => x.id === id);
      if (p.phase === "list") {
        if (found) {
          p.phase = "viewing";
          p.openId = id;
          p.missingId = undefined;
        } else p.missingId = id;
      } else if (found) {
        leaveDetail(p);
        p.phase = "viewing";
        p.openId = id;
      }
      return {};
    }
    case "CLOSE":
      leaveDetail(p);
      p.phase = "list";
      p.openId = undefined;
      return {};
    case "DISMISS":
      p.error = undefined;
      return {};
    case "JOIN":
      p.phase = "joining";
      p.error = undefined;
      p.done = undefined;
      return { requests: [{ id: "joinPromotion", input: { promotionId: p.openId } }] };
    case "xstate.done.actor.joinPromotion":
      withState(p, event.output as Activity);
      p.done = "joined";
      p.phase = "viewing";
      return {};
    case "xstate.error.actor.joinPromotion":
      p.error = event.error;
      p.phase = "viewing";
      return { context: { error: event.error } };
    case "APPLY.OPEN":
      p.phase = "form";
      p.error = undefined;
      p.done = undefined;
      return {};
    case "APPLY.CANCEL":
      p.phase = "viewing";
      p.comment = "";
      p.images = [];
      p.problem = undefined;
      p.error = undefined;
      return {};
    case "COMMENT.CHANGE":
      p.comment = event.text as string;
      p.problem = undefined;
      return {};
    case "IMAGE.ADD": {
      const file = event.file as File;
      if (p.images.length >= IMAGE_MAX_COUNT) p.problem = "imagesTooMany";
      else if (file.size > IMAGE_MAX_BYTES) p.problem = "imageTooBig";
      else {
        p.phase = "reading";
        p.reading = file;
        p.problem = undefined;
        return { requests: [{ id: "readImage", input: { name: file.name, size: file.size, blob: anyValue } }] };
      }
      return {};
    }
    case "xstate.done.actor.readImage": {
      const read = event.output as { contentType: ProofImage["contentType"] | null; dataBase64: string };
      if (read.contentType === "image/png" || read.contentType === "image/jpeg") p.images = [...p.images, { fileName: p.reading!.name, contentType: read.contentType, dataBase64: read.dataBase64 }];
      else p.problem = "imageNotPngOrJpg";
      p.reading = undefined;
      p.phase = "form";
      return {};
    }
    case "xstate.error.actor.readImage":
      p.problem = "imageNotPngOrJpg";
      p.reading = undefined;
      p.phase = "form";
      return {};
    case "IMAGE.REMOVE":
      p.images = p.images.filter((_, i) => i !== event.index);
      p.problem = undefined;
      return {};
    case "APPLY.SUBMIT":
      if (p.comment.trim().length > COMMENT_MAX) {
        p.problem = "commentTooLong";
        return {};
      }
      p.phase = "submitting";
      p.error = undefined;
      p.submissions += 1;
      // Each submission has its own key (prefix-number): a refused one is not replayed from the server's store.
      return { requests: [{ id: "applyPromotion", input: { request: { promotionId: p.openId, comment: p.comment.trim(), images: p.images }, key: `${INPUT.keyPrefix}-${p.submissions}` } }] };
    case "xstate.done.actor.applyPromotion":
      withState(p, event.output as Activity);
      p.done = "applied";
      p.comment = "";
      p.images = [];
      p.phase = "viewing";
      return {};
    case "xstate.error.actor.applyPromotion":
      p.error = event.error;
      p.phase = "form";
      return { context: { error: event.error } };
  }
  return {};
}

/** The page after the path's events (for the view tests' expected screens). */
export function pageAfter(events: readonly EventObject[], openId?: string): Page {
  const p: Page = { phase: "loading", promotions: [], filter: "all", openId, comment: "", images: [], submissions: 0 };
  for (const event of events) apply(p, event as EventObject & Record<string, unknown>);
  return p;
}

export function promotionsOracle(openId?: string): Oracle {
  return {
    step(events) {
      const p: Page = { phase: "loading", promotions: [], filter: "all", openId, comment: "", images: [], submissions: 0 };
      let expectation: StepExpectation = load;
      for (const event of events) expectation = apply(p, event as EventObject & Record<string, unknown>);
      return {
        ...expectation,
        context: {
          ...expectation.context,
          promotions: p.promotions,
          filter: p.filter,
          openId: p.openId,
          missingId: p.missingId,
          comment: p.comment,
          images: p.images,
          problem: p.problem,
          done: p.done,
          ...(p.error === undefined ? { error: undefined } : {}),
        },
      };
    },
  };
}

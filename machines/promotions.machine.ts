import { assign, setup } from "xstate";
import type { Activity, ErrorInfo, ApplyPromotionRequest, ProofImage, Promotion, PromotionType } from "../contract";
import { ACTIVITY_COMMENT_MAX } from "../contract/rules/limits";
import { submissionKey } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { imageTooBig, imagesFull, isPngOrJpg, readImageNotProvided, withReadImage, type ImageProblem, type PickedFile, type ReadImage } from "./picked-image";


export type PromotionFilter = "all" | PromotionType;
export type ApplyProblem = "commentTooLong" | ImageProblem;

export interface PromotionsContext {
  keyPrefix: string;
  submissions: number;
  promotions: Promotion[];
  filter: PromotionFilter;
  /** The promotion whose detail is open (asked by id, e.g. from a banner's `?id=` link). */
  openId?: string;
  /** An id that was asked for but is not in the list. */
  missingId?: string;
  comment: string;
  images: ProofImage[];
  reading?: PickedFile;
  problem?: ApplyProblem;
  /** The last join or application that went through (the detail says so). */
  done?: "joined" | "applied";
  error?: ErrorInfo;
}

export type PromotionsEvent =
  | { type: "RETRY" }
  /** The language changed: the texts come again from the server (the open promotion stays open). */
  | { type: "RELOAD" }
  | { type: "FILTER"; filter: PromotionFilter }
  | { type: "OPEN"; id: string }
  | { type: "CLOSE" }
  | { type: "DISMISS" }
  | { type: "JOIN" }
  | { type: "APPLY.OPEN" }
  | { type: "APPLY.CANCEL" }
  | { type: "COMMENT.CHANGE"; text: string }
  | { type: "IMAGE.ADD"; file: PickedFile }
  | { type: "IMAGE.REMOVE"; index: number }
  | { type: "APPLY.SUBMIT" };

const withActivity = (promotions: Promotion[], activity: Activity) =>
  promotions.map((p) => (p.id === activity.promotionId ? { ...p, state: activity.state } : p));

const openable = (promotions: Promotion[], id: string | undefined) => id !== undefined && promotions.some((p) => p.id === id);

/**
 * The promotion list of /promotions and /join: type filter, a detail (by click or by `?id=`), joining where the
 * promotion allows it, and the application form (comment of at most 140 characters, up to 3 png or jpg images of at
 * most 5 MB). The server checks everything again; its refusal is shown as it says.
 */
export const promotionsMachine = setup({
  types: {
    context: {} as PromotionsContext,
    events: {} as PromotionsEvent,
    input: {} as { keyPrefix: string; openId?: string },
  },
  actors: {
    loadPromotions: promiseNotProvided<Promotion[]>("loadPromotions"),
    joinPromotion: promiseNotProvided<Activity, { promotionId: string }>("joinPromotion"),
    readImage: readImageNotProvided("readImage"),
    applyPromotion: promiseNotProvided<Activity, { request: ApplyPromotionRequest; key: string }>("applyPromotion"),
  },
  guards: {
    askedIdFound: ({ context, event }) => openable((event as unknown as { output: Promotion[] }).output, context.openId),
    idFound: ({ context, event }) => openable(context.promotions, (event as { id?: string }).id),
    tooManyImages: ({ context }) => imagesFull(context.images),
    imageTooBig: ({ event }) => imageTooBig((event as { file?: PickedFile }).file),
    isImage: ({ event }) => isPngOrJpg((event as unknown as { output: ReadImage }).output),
    commentTooLong: ({ context }) => context.comment.trim().length > ACTIVITY_COMMENT_MAX,
  },
}).createMachine({
  id: "promotions",
  description: "The promotions list (/promotions and /join): filter by type, open a promotion's details (by click or by a link), join it where it allows, or apply with a comment of at most 140 characters and up to 3 png or jpg pictures of at most 5 MB each. The server checks everything again and its refusal is shown as it says.",
  meta: { spec: ["2 Screens and routes › Routes", "3 Entities and fields", "5 Validation rules", "7 Calls › Promotions and contracts", "9 Business constants and limits"], screen: "Promotions page" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submissions: 0, promotions: [], filter: "all", openId: input.openId, comment: "", images: [] }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the promotions.",
      on: { RELOAD: { target: "loading", reenter: true, description: "Asked to reload meanwhile: the fetch starts over." } },
      invoke: {
        id: "loadPromotions",
        src: "loadPromotions",
        onDone: [
          { guard: "askedIdFound", target: "detail", description: "The link named a promotion that exists: its details open.", actions: assign({ promotions: ({ event }) => event.output }) },
          { target: "list", description: "The list is shown (a promotion named by the link but not found is reported).", actions: assign({ promotions: ({ event }) => event.output, missingId: ({ context }) => context.openId, openId: undefined }) },
        ],
        onError: { target: "failed", description: "The promotions could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      description: "The promotions could not be loaded; the visitor can retry.",
      on: {
        RETRY: { target: "loading", description: "The visitor tries again.", actions: assign({ error: undefined }) },
        RELOAD: { target: "loading", description: "The list is reloaded.", actions: assign({ error: undefined }) },
      },
    },
    list: {
      description: "The promotions, filtered by type.",
      on: {
        RELOAD: { target: "loading", description: "The list is reloaded (for example after signing in)." },
        FILTER: { description: "The visitor picks a promotion type.", actions: assign({ filter: ({ event }) => event.filter, missingId: undefined }) },
        OPEN: [
          { guard: "idFound", target: "detail", description: "The visitor opens a promotion.", actions: assign({ openId: ({ event }) => event.id, missingId: undefined }) },
          { description: "The promotion asked for does not exist: a message says so.", actions: assign({ missingId: ({ event }) => event.id }) },
        ],
      },
    },
    detail: {
      initial: "viewing",
      description: "One promotion's details are open.",
      meta: { screen: "Promotion detail dialog" },
      exit: assign({ comment: "", images: [], problem: undefined, error: undefined, done: undefined }),
      on: {
        CLOSE: { target: "list", description: "The visitor closes the details.", actions: assign({ openId: undefined }) },
        DISMISS: { description: "The visitor closes the error message.", actions: assign({ error: undefined }) },
        // Another promotion (a banner or popup link while a detail is open): its detail, the form's content gone.
        OPEN: [{ guard: "idFound", target: "detail", reenter: true, description: "A banner or popup link opens another promotion: its details replace these.", actions: assign({ openId: ({ event }) => event.id }) }],
      },
      states: {
        viewing: {
          description: "The member reads the promotion, with join or apply buttons where it allows them.",
          on: {
            // Not while joining or sending: the answer would be lost (the server would still have the change).
            RELOAD: { target: "#promotions.loading", description: "The list is reloaded." },
            JOIN: { target: "joining", description: "The member joins the promotion.", actions: assign({ error: undefined, done: undefined }) },
            "APPLY.OPEN": { target: "form", description: "The member opens the application form.", actions: assign({ error: undefined, done: undefined }) },
          },
        },
        joining: {
          description: "Waiting for the server to sign the member up.",
          invoke: {
            id: "joinPromotion",
            src: "joinPromotion",
            input: ({ context }) => ({ promotionId: context.openId ?? "" }),
            onDone: { target: "viewing", description: "Joined: a success message shows.", actions: [assign({ promotions: ({ context, event }) => withActivity(context.promotions, event.output), done: "joined" })] },
            onError: { target: "viewing", description: "Not joined: the server's reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        form: {
          description: "The application form: a comment and optional pictures.",
          on: {
            RELOAD: { target: "#promotions.loading", description: "The list is reloaded." },
            "APPLY.CANCEL": { target: "viewing", description: "The member abandons the application.", actions: assign({ comment: "", images: [], problem: undefined, error: undefined }) },
            "COMMENT.CHANGE": { description: "The member types a comment.", actions: assign({ comment: ({ event }) => event.text, problem: undefined }) },
            "IMAGE.ADD": [
              { guard: "tooManyImages", description: "Three pictures are already added: no more are accepted.", actions: assign({ problem: "imagesTooMany" }) },
              { guard: "imageTooBig", description: "The picture is over 5 MB: it is refused.", actions: assign({ problem: "imageTooBig" }) },
              { target: "readingImage", description: "The member adds a picture: it is read.", actions: assign({ reading: ({ event }) => event.file, problem: undefined }) },
            ],
            "IMAGE.REMOVE": { description: "The member removes a picture.", actions: assign({ images: ({ context, event }) => context.images.filter((_, i) => i !== event.index), problem: undefined }) },
            "APPLY.SUBMIT": [
              { guard: "commentTooLong", description: "The comment is over 140 characters: nothing is sent.", actions: assign({ problem: "commentTooLong" }) },
              { target: "submitting", description: "The application is sent.", actions: assign({ error: undefined, submissions: ({ context }) => context.submissions + 1 }) },
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
                target: "form",
                description: "It is a picture: it is added.",
                actions: assign(({ context, event }) => ({
                  images: withReadImage(context.images, context.reading, event.output, "image"),
                  reading: undefined,
                })),
              },
              { target: "form", description: "It is not a png or jpg picture: it is refused.", actions: assign({ problem: "imageNotPngOrJpg", reading: undefined }) },
            ],
            onError: { target: "form", description: "The file could not be read: it is refused.", actions: assign({ problem: "imageNotPngOrJpg", reading: undefined }) },
          },
        },
        submitting: {
          description: "Waiting for the server to record the application.",
          invoke: {
            id: "applyPromotion",
            src: "applyPromotion",
            input: ({ context }) => ({
              request: { promotionId: context.openId ?? "", comment: context.comment.trim(), images: context.images },
              key: submissionKey(context.keyPrefix, context.submissions),
            }),
            onDone: {
              target: "viewing",
              description: "Applied: a success message shows.",
              actions: [assign({ promotions: ({ context, event }) => withActivity(context.promotions, event.output), done: "applied", comment: "", images: [] })],
            },
            // Trying again after a failure is a new submission: the server refuses a second application anyway.
            onError: { target: "form", description: "Not applied: the server's reason is shown and the form kept.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
      },
    },
  },
});

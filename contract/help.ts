import * as z from "zod/mini";
import { FEEDBACK_CONTACT_MAX, IMAGE_MAX_COUNT } from "./rules/limits";
import { call } from "./call";
import { proofImageSchema } from "./wallet";

/** Help centre, feedback and app download. Payloads are designed here: spec.md shows none. */

/** One help article: `content` is HTML, sanitised by the client before it is shown. */
export const helpArticleSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpCategorySchema = z.object({ id: z.string(), title: z.string(), articles: z.array(helpArticleSchema) });
export type HelpCategory = z.infer<typeof helpCategorySchema>;
/** `GET /wps/system/helpCenter?lang=TH&device=WEB`: the categories in the asked language, in display order. */
export const helpCentreSchema = z.object({ categories: z.array(helpCategorySchema) });
export type HelpCentre = z.infer<typeof helpCentreSchema>;

/** spec.md section 3: feedback question types. */
export const FEEDBACK_QUESTION_TYPES = ["deposit", "withdrawal", "game", "customerService", "application", "other"] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];
/** Spec section 5 and 9: images png or jpg, at most 5 MB each, at most 3 (the wallet's proof limits). */
export const FEEDBACK_IMAGE_MAX_COUNT = IMAGE_MAX_COUNT;
export { FEEDBACK_CONTACT_MAX };

/** `GET /wps/feedback/settings`: the content bounds ("Feedback content between {0} and {1}", spec section 5). */
export const feedbackSettingsSchema = z.object({ contentMin: z.int(), contentMax: z.int() });
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

/**
 * `PUT /wps/feedback` (guest-callable; a held token makes it the member's). Header `Idempotency-Key`: the same
 * submission sent again is stored once. `images` may list more than 3 so the server can refuse a fourth by name.
 */
export const feedbackRequestSchema = z.object({
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z.string().check(z.maxLength(5000)),
  /** Required for guests (how staff can answer them); members are answered in their history. */
  contact: z.optional(z.string().check(z.maxLength(500))),
  images: z.array(proofImageSchema).check(z.maxLength(10)),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** One feedback of the member with staff's reply once there is one. Dates are ISO-8601. */
export const feedbackItemSchema = z.object({
  id: z.string(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z.string(),
  imageCount: z.int(),
  createdAt: z.string(),
  reply: z.nullable(z.object({ content: z.string(), repliedAt: z.string() })),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
/** `GET /wps/feedback/history` (member): newest first, at most 20. */
export const feedbackHistorySchema = z.object({ items: z.array(feedbackItemSchema) });
export type FeedbackHistory = z.infer<typeof feedbackHistorySchema>;

/** `GET /wps/system/appDownload`: the app's download links (the /down page and its QR code). */
export const appDownloadSchema = z.object({
  /** The page the QR code points at (it offers both apps). */
  pageUrl: z.string(),
  androidUrl: z.string(),
  iosUrl: z.string(),
});
export type AppDownload = z.infer<typeof appDownloadSchema>;

export const helpCalls = {
  helpCentre: call({ method: "GET", path: "/wps/system/helpCenter", module: "COMM3", access: "guest", value: helpCentreSchema }),
  feedbackSettings: call({ method: "GET", path: "/wps/feedback/settings", module: "COMM3", access: "guest", value: feedbackSettingsSchema }),
  sendFeedback: call({ method: "PUT", path: "/wps/feedback", module: "COMM3", access: "guest", idempotent: true, body: feedbackRequestSchema, value: feedbackItemSchema }),
  feedbackHistory: call({ method: "GET", path: "/wps/feedback/history", module: "COMM3", access: "member", value: feedbackHistorySchema }),
  appDownload: call({ method: "GET", path: "/wps/system/appDownload", module: "COMM3", access: "guest", value: appDownloadSchema }),
} as const;

import * as z from "zod/mini";
import { promotionSchema } from "./promotions";

export const noticeSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  promotionType: z.optional(z.nullable(z.string())),
  execution: z.optional(z.nullable(z.enum(["A", "B", "F"]))),
});
export type Notice = z.infer<typeof noticeSchema>;

export const bannerSchema = z.object({
  id: z.number(),
  groupName: z.string(),
  url: z.string(),
  linkageType: z.optional(z.nullable(z.string())),
  linkUrl: z.optional(z.nullable(z.string())),
});
export type Banner = z.infer<typeof bannerSchema>;

/** `GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B`. */
export const announcementsSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(noticeSchema),
  /** Promotions: see promotions.ts. */
  promotion: z.array(promotionSchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;

import * as z from "zod/mini";

/** One slice of the lucky wheel: the prize in major units (0: no prize this time). */
export const wheelSliceSchema = z.object({ index: z.number(), amount: z.number() });
export type WheelSlice = z.infer<typeof wheelSliceSchema>;

/**
 * `GET /wps/relay/MGS_wheelStatus` (members): the slices, whether today's spin is still there (days are Bangkok
 * days on the server's clock), today's result when it was spun, and when the next chance opens (epoch ms).
 */
export const wheelStatusSchema = z.object({
  slices: z.array(wheelSliceSchema),
  canSpin: z.boolean(),
  today: z.nullable(z.object({ index: z.number(), amount: z.number() })),
  nextChanceAt: z.number(),
});
export type WheelStatus = z.infer<typeof wheelStatusSchema>;

/**
 * `POST /wps/relay/MGS_wheelSpin` (members, Idempotency-Key): the server picks the slice and pays the amount to the
 * main wallet through the ledger, once per member per Bangkok day. A second spin the same day fails with
 * WHEEL_ALREADY_SPUN; a trial account gets REAL_ACCOUNT_REQUIRED.
 */
export const wheelSpinAnswerSchema = z.object({ index: z.number(), amount: z.number(), nextChanceAt: z.number() });
export type WheelSpinAnswer = z.infer<typeof wheelSpinAnswerSchema>;

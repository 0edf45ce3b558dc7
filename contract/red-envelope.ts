import * as z from "zod/mini";

// The floating red envelope's event, which every page asks for at once: apart from the points mall's schemas (points.ts),
// so that the first screen does not carry those.

/** A count of points: a whole number, never below 0. */
export const pointsSchema = z.int().check(z.minimum(0));

/**
 * `GET /wps/relay/MCS2_redEnvelopeEvent` (guest): the running red-envelope event, if any, and whether the caller
 * already opened theirs (`grabbed` is the amount, null when not yet; always null for a visitor).
 */
export const redEnvelopeEventSchema = z.object({
  event: z.nullable(z.object({ id: z.string(), title: z.string(), endsAt: z.string(), sharesLeft: pointsSchema })),
  grabbed: z.nullable(z.number()),
});
export type RedEnvelopeEvent = z.infer<typeof redEnvelopeEventSchema>;

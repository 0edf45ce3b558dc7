import * as z from "zod/mini";
import { call } from "./call";

/**
 * The reality check (docs/player-protection.md): at an interval the member chooses, a reminder over the page of how
 * long this session has lasted and the net result since sign-in. The server keeps the time (its clock), the interval
 * (per member) and the last check acknowledged (per session), so a reload does not show the same check twice. Every
 * call needs a real member's token; trial accounts get TRIAL_NOT_ALLOWED.
 */

/** The intervals a member may choose, minutes; 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
/** A member who never chose one gets this. */
export const REALITY_CHECK_DEFAULT_MINUTES: RealityCheckInterval = 60;

const intervalSchema = z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]);

/** `GET /wps/relay/RG_realityCheck`, and the answer of the two calls that change it. Times are ISO, from the server's clock. */
export const realityCheckSchema = z.object({
  intervalMinutes: intervalSchema,
  /** When this session signed in. */
  sessionStartedAt: z.string(),
  /** The server's clock when it answered: the client waits `nextAt - now`, whatever its own clock says. */
  now: z.string(),
  /** Wins minus stakes since sign-in, baht (negative: a loss). */
  netSinceSignIn: z.number(),
  /**
   * When the next check comes, null when the interval is off. At or before `now`: a check is due and not yet
   * acknowledged (after a long absence only the latest one is due).
   */
  nextAt: z.nullable(z.string()),
  /** The number of the check at `nextAt` in this session (1 the first), null when off: what RG_ackRealityCheck sends. */
  checkNumber: z.nullable(z.number()),
});
export type RealityCheck = z.infer<typeof realityCheckSchema>;

/** `POST /wps/relay/RG_setRealityCheck`: the new interval. Checks already passed in this session are not shown. */
export const setRealityCheckRequestSchema = z.object({ intervalMinutes: intervalSchema });
export type SetRealityCheckRequest = z.infer<typeof setRealityCheckRequestSchema>;

/** `POST /wps/relay/RG_ackRealityCheck`: the check seen (its `checkNumber`) and every one before it. */
export const ackRealityCheckRequestSchema = z.object({ checkNumber: z.int().check(z.gte(1)) });
export type AckRealityCheckRequest = z.infer<typeof ackRealityCheckRequestSchema>;

export const realityCheckCalls = {
  realityCheck: call({ method: "GET", path: "/wps/relay/RG_realityCheck", module: "MCS3", access: "member", value: realityCheckSchema }),
  setRealityCheck: call({ method: "POST", path: "/wps/relay/RG_setRealityCheck", module: "MCS3", access: "member", body: setRealityCheckRequestSchema, value: realityCheckSchema }),
  ackRealityCheck: call({ method: "POST", path: "/wps/relay/RG_ackRealityCheck", module: "MCS3", access: "member", body: ackRealityCheckRequestSchema, value: realityCheckSchema }),
} as const;

import type { Hono } from "hono";
import { ErrorCode, TRIAL_TYPE } from "../../contract";
import { LIMIT_MAX_AMOUNT, LIMIT_MIN_AMOUNT, SaferPlayErrorCode } from "../../contract/safer-play";
import { failure, serveCall, success, type CallInput } from "../call-route";
import type { Deps } from "../context";
import { checkLoginPassword } from "../security/reauth";
import { cannotShortenRefusal } from "../safer-play/break-refusals";
import { breakEnd, breakInForce, breakValue, shortens, takeBreakStatements } from "../safer-play/breaks";
import { saferPlayText } from "../safer-play/messages";
import { cancelStatement, changeStatements, saferPlayAnswer, standings } from "../safer-play/store";
import { toMinor } from "../wallet/ledger";
import { refuse, serialized } from "../wallet/money-call";

type SaferPlayCall = "saferPlay" | "setLimit" | "cancelLimitChange" | "takeBreak";

const trialRefusal = ({ c, lang }: CallInput<SaferPlayCall>) => (c.get("member").type === TRIAL_TYPE ? refuse(lang, 403, ErrorCode.trialNotAllowed, "trialNotAllowed") : undefined);

/**
 * Safer play's limits (docs/player-protection.md). Changes run in the money queue (`serialized`), so a limit lowered
 * while a deposit or a stake is being decided applies to the one decided after it, never halfway.
 */
export function saferPlayRoutes(app: Hono, deps: Deps): void {
  const { db, clock } = deps;

  serveCall(app, deps, "saferPlay", async (input) => {
    const refused = trialRefusal(input);
    if (refused) return refused;
    return success(await saferPlayAnswer(db, input.c.get("member").memberId, clock.now()));
  });

  serveCall(app, deps, "setLimit", async (input) => {
    const refused = trialRefusal(input);
    if (refused) return refused;
    const { body, lang, c } = input;
    const toMinorAmount = body.amount === null ? null : toMinor(body.amount);
    if (toMinorAmount !== null && (toMinorAmount < LIMIT_MIN_AMOUNT * 100 || toMinorAmount > LIMIT_MAX_AMOUNT * 100)) {
      return failure(200, SaferPlayErrorCode.limitOutOfRange, saferPlayText(lang, "limitOutOfRange", { min: LIMIT_MIN_AMOUNT, max: LIMIT_MAX_AMOUNT.toLocaleString("en-US") }));
    }
    const memberId = c.get("member").memberId;
    return serialized(db, async () => {
      const now = clock.now();
      const standing = (await standings(db, memberId, now)).find((s) => s.kind === body.kind && s.period === body.period);
      if (!standing) throw new Error(`no standing for ${body.kind}/${body.period}`);
      const statements = changeStatements(standing, memberId, toMinorAmount, now);
      if (statements.length > 0) await db.batch(statements, "write");
      return success(await saferPlayAnswer(db, memberId, now));
    });
  });

  serveCall(app, deps, "cancelLimitChange", async (input) => {
    const refused = trialRefusal(input);
    if (refused) return refused;
    const { body, lang, c } = input;
    const memberId = c.get("member").memberId;
    return serialized(db, async () => {
      const now = clock.now();
      const pending = (await standings(db, memberId, now)).find((s) => s.kind === body.kind && s.period === body.period)?.pending;
      if (!pending) return failure(200, SaferPlayErrorCode.noPendingChange, saferPlayText(lang, "noPendingChange"));
      await db.execute(cancelStatement(pending));
      return success(await saferPlayAnswer(db, memberId, now));
    });
  });

  // A time-out or self-exclusion: the login password first (counted and locked with every re-authentication), then,
  // in the money queue so that no stake or deposit is decided halfway, the break and the end of every session.
  serveCall(app, deps, "takeBreak", async (input) => {
    const refused = trialRefusal(input);
    if (refused) return refused;
    const { body, lang, c } = input;
    const memberId = c.get("member").memberId;
    const inForce = await breakInForce(db, memberId, clock.now());
    if (inForce && shortens(inForce, breakEnd(body.duration, clock.now()))) return cannotShortenRefusal(inForce, lang);
    const password = await checkLoginPassword(db, memberId, body.loginPassword, lang, () => clock.now());
    if (!password.ok) return password;
    return serialized(db, async () => {
      const now = clock.now();
      const until = breakEnd(body.duration, now);
      const current = await breakInForce(db, memberId, now);
      if (current && shortens(current, until)) return cannotShortenRefusal(current, lang);
      await db.batch(takeBreakStatements(memberId, body.kind, body.duration, now, until), "write");
      return success(breakValue({ kind: body.kind, until }));
    });
  });
}

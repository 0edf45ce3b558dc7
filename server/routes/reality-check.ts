import type { Hono } from "hono";
import { ErrorCode, TRIAL_TYPE } from "../../contract";
import type { RealityCheck } from "../../contract/reality-check";
import { failure, serveCall, success, type CallInput, type Outcome } from "../call-route";
import type { Deps } from "../context";
import { text } from "../messages";
import { acknowledge, chooseInterval, realityCheckAnswer } from "../reality-check/store";
import { refuse } from "../wallet/money-call";

type RealityCheckCall = "realityCheck" | "setRealityCheck" | "ackRealityCheck";

/**
 * The reality check (docs/player-protection.md): when the next reminder comes in the caller's session, by the
 * server's clock, with the session's time and net result. A trial account has none.
 */
export function realityCheckRoutes(app: Hono, deps: Deps): void {
  const { db, clock } = deps;

  /** The answer of `work` for the caller's session; a trial account has no reality check. */
  async function answered(input: CallInput<RealityCheckCall>, work: (memberId: number, token: string) => Promise<RealityCheck | undefined>): Promise<Outcome<RealityCheck>> {
    const member = input.c.get("member");
    if (member.type === TRIAL_TYPE) return refuse(input.lang, 403, ErrorCode.trialNotAllowed, "trialNotAllowed");
    const answer = await work(member.memberId, member.token);
    // The session ended between the token check and this read (signed out elsewhere).
    return answer ? success(answer) : failure(401, ErrorCode.notLoggedIn, text(input.lang, "notLoggedIn"));
  }

  serveCall(app, deps, "realityCheck", (input) => answered(input, (memberId, token) => realityCheckAnswer(db, memberId, token, clock.now())));
  serveCall(app, deps, "setRealityCheck", (input) => answered(input, (memberId, token) => chooseInterval(db, memberId, token, input.body.intervalMinutes, clock.now())));
  serveCall(app, deps, "ackRealityCheck", (input) => answered(input, (memberId, token) => acknowledge(db, memberId, token, input.body.checkNumber, clock.now())));
}

import type { Hono } from "hono";
import { ErrorCode, TRIAL_TYPE } from "../../contract";
import type { RealityCheck } from "../../contract/reality-check";
import { failure, serveCall, success, type CallInput, type Outcome } from "../call-route";
import type { Deps } from "../context";
import { text } from "../messages";
import { acknowledge, realityCheckAnswer, setInterval } from "../reality-check/store";
import { refuse } from "../wallet/money-call";

type RealityCheckCall = "realityCheck" | "setRealityCheck" | "ackRealityCheck";

/**
 * The reality check (docs/player-protection.md): when the next reminder comes in the caller's session, by the
 * server's clock, with the session's time and net result. A trial account has none.
 */
export function realityCheckRoutes(app: Hono, deps: Deps): void {
  const { db, clock } = deps;

  function serve<N extends RealityCheckCall>(name: N, work: (input: CallInput<N>, memberId: number, token: string) => Promise<RealityCheck | undefined>) {
    serveCall(app, deps, name, async (input): Promise<Outcome<RealityCheck>> => {
      const member = input.c.get("member");
      if (member.type === TRIAL_TYPE) return refuse(input.lang, 403, ErrorCode.trialNotAllowed, "trialNotAllowed");
      const answer = await work(input, member.memberId, member.token);
      // The session ended between the token check and this read (signed out elsewhere).
      return answer ? success(answer) : failure(401, ErrorCode.notLoggedIn, text(input.lang, "notLoggedIn"));
    });
  }

  serve("realityCheck", (_, memberId, token) => realityCheckAnswer(db, memberId, token, clock.now()));
  serve("setRealityCheck", ({ body }, memberId, token) => setInterval(db, memberId, token, body.intervalMinutes, clock.now()));
  serve("ackRealityCheck", ({ body }, memberId, token) => acknowledge(db, memberId, token, body.checkNumber, clock.now()));
}

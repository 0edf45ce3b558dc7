import type { Hono } from "hono";
import { serveCall } from "../call-route";
import type { Deps } from "../context";
import { completeIpVerification, sendIpVerificationCode } from "../ip-verification/verify";

/** Finishing a sign-in from an unknown address (contract/ip-verification.ts): the SMS code, then the login. */
export function ipVerificationRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "ipVerificationSmsCode", async ({ c, body, lang }) => sendIpVerificationCode(deps, c, body.ticket, lang));
  serveCall(app, deps, "ipVerificationLogin", async ({ c, body, lang }) => completeIpVerification(deps, c, body, lang));
}

import type { Client } from "@libsql/client";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { ErrorCode, PROOF_MAX_BYTES, PROOF_MAX_COUNT } from "../contract";
import { calls } from "../contract/calls";
import { createClock, type Clock } from "./clock";
import type { Deps } from "./context";
import { rsaKeys } from "./crypto";
import { migrate, openDatabase, useWriteAheadLog } from "./db";
import { fail } from "./envelope";
import { createFaultStore } from "./faults";
import { createHumanVerifier, purgeUsedChallenges } from "./human-verification";
import { createLogger } from "./logger";
import { message } from "./messages";
import { faultInjection } from "./middleware/faults";
import { maintenanceGate } from "./middleware/maintenance";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { contentRoutes } from "./routes/content";
import { devRoutes } from "./routes/dev";
import { mediaRoutes } from "./routes/media";
import { freePlayRoutes } from "./routes/free-play";
import { memberRoutes } from "./routes/member";
import { passwordRoutes } from "./routes/password";
import { providerRoutes } from "./routes/providers";
import { registerRoutes } from "./routes/register";
import { sessionRoutes } from "./routes/session";
import { systemRoutes } from "./routes/system";
import { verificationRoutes } from "./routes/verification";
import { ipVerificationRoutes } from "./routes/ip-verification";
import { affiliateApplicationRoutes } from "./routes/affiliate-application";
import { saferPlayRoutes } from "./routes/safer-play";
import { realityCheckRoutes } from "./routes/reality-check";
import { purgeTickets } from "./ip-verification/tickets";
import { demoGameRoutes } from "./routes/demo-game";
import { autoConfirmWithdrawals, paymentRoutes } from "./routes/payments";
import { recordRoutes } from "./routes/records";
import { walletRoutes } from "./routes/wallet";
import { agentCentreRoutes } from "./routes/agent-centre";
import { agentContractRoutes } from "./routes/agent-contracts";
import { agentTeamRoutes } from "./routes/agent-team";
import { securityRoutes } from "./routes/security";
import { promotionRoutes } from "./routes/promotions";
import { referralRoutes } from "./routes/referral";
import { helpRoutes } from "./routes/help";
import { pointsRoutes } from "./routes/points";
import { SETTLEMENT_EVERY_MS, settleContracts } from "./agents/settlement";
import { closeMissionPeriods } from "./missions/closing";
import { inboxRoutes } from "./routes/inbox";
import { missionRoutes } from "./routes/missions";
import { purgeIdempotencyKeys } from "./wallet/money-call";
import { addMissingSeedMembers, seedIfEmpty } from "./seed";
import { staticFiles } from "./static";
import { studioRoutes } from "./studio";
import { seedGamesIfEmpty } from "./store/games";
import { seedPromotionsIfEmpty } from "./promotions/seed";
import { seedChatGamesIfEmpty } from "./chat/seed";
import { createChatHub, type ChatHub } from "./chat/hub";
import { createDomainDelays } from "./chat/domain-delays";
import { purgeChatTickets } from "./chat/store";
import { purgeSendLog } from "./senders/limits";
import { chatRoutes } from "./routes/chat";
import { devChatRoutes } from "./routes/dev-chat";
import { gameRoutes } from "./routes/games";
import { gameMediaRoutes } from "./routes/game-media";
import { purgeOldFailures } from "./store/login-limits";
import { purgeExpiredSessions } from "./store/sessions";
import { purgeUsedBodies } from "./store/replays";
import { purgeUsedAssertions } from "./store/assertions";
import { isHttps } from "./context";
import { SITE_DOMAINS } from "./site";

export type { Clock } from "./clock";

export type ReferenceServerOptions = {
  /** `file:data/reference.db`, `:memory:`, or a libSQL server URL. */
  databaseUrl: string;
  /** Mount /dev/* (status switch, site variant, faults, clock, captcha and SMS peeks, reset). */
  devRoutes: boolean;
  /** The built client to serve, with index.html as the fallback for client routes. */
  staticDir?: string;
  /** The studio's build (dist-studio/) and its pictures (dist-studio-screens/), served under /studio, looked for per request. */
  studioDir?: string;
  studioScreensDir?: string;
  /** One JSON line per request on stdout (default true). */
  log?: boolean;
  /**
   * The origin people reach the site on (`PUBLIC_ORIGIN`, e.g. `https://play.example.com`; default `http://localhost`).
   * Game launch URLs are made from it, never from the request's Host header; `https:` turns on HSTS and Secure cookies.
   */
  publicOrigin?: string;
};

export type ReferenceServer = { app: Hono; db: Client; clock: Clock; chat: ChatHub; close(): Promise<void> };

const SESSION_PURGE_EVERY_MS = 60_000;
const MAX_BODY_BYTES = 64 * 1024;
/** The withdrawal confirmation and the feedback carry up to 3 images of 5 MB, base64. */
const MAX_PROOF_BODY_BYTES = Math.ceil((PROOF_MAX_COUNT * PROOF_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * GET and HEAD carry no body (the node adapter's request has none for them), so the body limit has nothing to check;
 * asking for `c.req.raw.body` built a full fetch Request per call, a tenth of a balance call's time.
 */
const hasNoBody = (method: string) => method === "GET" || method === "HEAD";

/** The configured public origin, checked: an http(s) URL's origin (path and query dropped). */
export function publicOriginOf(configured: string | undefined): string {
  const url = new URL(configured ?? "http://localhost");
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`PUBLIC_ORIGIN must be an http or https URL, not ${configured}`);
  return url.origin;
}

/** Opens (creating, migrating and seeding when empty) the database and builds the Hono app. */
export async function createReferenceServer(opts: ReferenceServerOptions): Promise<ReferenceServer> {
  const db = openDatabase(opts.databaseUrl);
  const clock = createClock();
  try {
    await useWriteAheadLog(db, opts.databaseUrl);
    await migrate(db);
    if (!(await seedIfEmpty(db, clock.now()))) await addMissingSeedMembers(db);
    await seedGamesIfEmpty(db);
    await seedPromotionsIfEmpty(db);
    await seedChatGamesIfEmpty(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const logger = createLogger(opts.log ?? true);
  const publicOrigin = publicOriginOf(opts.publicOrigin);
  const deps: Deps = { db, clock, faults: createFaultStore(), rsa: rsaKeys(), logger, human: createHumanVerifier(), publicOrigin, devRoutes: opts.devRoutes };

  const stopPurge = clock.onTick({ name: "purge expired sessions", everyMs: SESSION_PURGE_EVERY_MS, run: (now) => purgeExpiredSessions(db, now).then(() => undefined) });
  const stopFailurePurge = clock.onTick({ name: "purge old login failures", everyMs: SESSION_PURGE_EVERY_MS, run: (now) => purgeOldFailures(db, now) });
  const stopChallengePurge = clock.onTick({ name: "purge used challenges", everyMs: SESSION_PURGE_EVERY_MS, run: (now) => Promise.all([purgeUsedChallenges(db, now), purgeUsedBodies(db, now), purgeUsedAssertions(db, now), purgeSendLog(db, now), purgeTickets(db, now)]).then(() => undefined) });
  const stopAutoReceipt = clock.onTick({ name: "withdrawal auto-receipt", everyMs: 60_000, run: (now) => autoConfirmWithdrawals(db, now) });
  const stopKeyPurge = clock.onTick({ name: "purge idempotency keys", everyMs: 60 * 60_000, run: (now) => purgeIdempotencyKeys(db, now) });
  const stopSettlement = clock.onTick({ name: "agent contract settlement", everyMs: SETTLEMENT_EVERY_MS, run: () => settleContracts(db, clock.now()).then(() => closeMissionPeriods(db, clock.now())).then(() => undefined) });
  const stopChatPurge = clock.onTick({ name: "purge chat tickets", everyMs: SESSION_PURGE_EVERY_MS, run: (now) => purgeChatTickets(db, now) });
  const chat = createChatHub(deps);
  const domainDelays = createDomainDelays();
  const stopTicker = clock.startTicker(1_000, (error) => logger.error("clock job failed", error));

  const app = new Hono();
  app.use("*", requestLog(logger));
  // The connection chooser times the site's other domain routes: the page may fetch them (any port).
  const routeSources = SITE_DOMAINS.map((host) => `${new URL(publicOrigin).protocol}//${host}:*`);
  app.use("*", securityHeaders({ https: isHttps(publicOrigin), connectSources: routeSources }));
  // gzip for clients that ask (browsers do): the built client and the game catalogue shrink about 4x on the wire.
  app.use("*", compress());
  app.onError((error, c) => {
    logger.error("unexpected exception", error, { method: c.req.method, path: c.req.path });
    return fail(c, 500, ErrorCode.systemBusy, "system busy");
  });
  app.notFound((c) => fail(c, 404, "NOT_FOUND", message(c, "notFound")));

  app.use("/wps/*", faultInjection(deps.faults));
  const smallBodies = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, ErrorCode.invalidRequest, message(c, "tooLarge")) });
  const proofBodies = bodyLimit({ maxSize: MAX_PROOF_BODY_BYTES, onError: (c) => fail(c, 413, ErrorCode.invalidRequest, message(c, "tooLarge")) });
  // Calls that carry proof images (base64, up to 3 x 5 MB) get the larger body limit.
  const proofCalls = new Set([calls.confirmWithdrawal.path, calls.applyPromotion.path, calls.sendFeedback.path]);
  app.use("/wps/*", (c, next) => (hasNoBody(c.req.method) ? next() : proofCalls.has(c.req.path) ? proofBodies(c, next) : smallBodies(c, next)));
  app.use("/sim/*", faultInjection(deps.faults));
  app.use("/sim/*", (c, next) => (hasNoBody(c.req.method) ? next() : smallBodies(c, next)));
  app.use("/wps/*", maintenanceGate(deps));

  systemRoutes(app, deps);
  sessionRoutes(app, deps);
  verificationRoutes(app, deps);
  ipVerificationRoutes(app, deps);
  affiliateApplicationRoutes(app, deps);
  passwordRoutes(app, deps);
  freePlayRoutes(app, deps);
  registerRoutes(app, deps);
  providerRoutes(app, deps);
  memberRoutes(app, deps);
  securityRoutes(app, deps);
  contentRoutes(app, deps);
  walletRoutes(app, deps);
  paymentRoutes(app, deps);
  saferPlayRoutes(app, deps);
  realityCheckRoutes(app, deps);
  recordRoutes(app, deps);
  demoGameRoutes(app, deps);
  agentContractRoutes(app, deps);
  agentCentreRoutes(app, deps);
  agentTeamRoutes(app, deps);
  promotionRoutes(app, deps);
  referralRoutes(app, deps);
  inboxRoutes(app, deps);
  missionRoutes(app, deps);
  helpRoutes(app, deps);
  pointsRoutes(app, deps);
  chatRoutes(app, deps, chat, domainDelays);
  mediaRoutes(app);
  gameRoutes(app, deps, opts.devRoutes);
  gameMediaRoutes(app);
  if (opts.devRoutes) app.route("/dev", devChatRoutes(deps, chat, domainDelays));
  if (opts.devRoutes) app.route("/dev", devRoutes(deps));
  if (opts.studioDir) studioRoutes(app, opts.studioDir, opts.studioScreensDir ?? `${opts.studioDir}-screens`);
  if (opts.staticDir) app.use("*", staticFiles(opts.staticDir));

  let closed = false;
  return {
    app,
    db,
    clock,
    chat,
    async close() {
      if (closed) return;
      closed = true;
      chat.close();
      stopChatPurge();
      stopTicker();
      stopAutoReceipt();
      stopSettlement();
      stopKeyPurge();
      stopPurge();
      stopFailurePurge();
      stopChallengePurge();
      db.close();
    },
  };
}

import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { ErrorCode, flattenWhitelabel } from "../../contract";
import type { Deps } from "../context";
import { fail, ok } from "../envelope";
import { message } from "../messages";
import { applySiteVariant, currentSiteVariant, resetToSeed } from "../seed";
import { SITE_VARIANTS } from "../seed-data";
import { registerSettings } from "../store/register-settings";
import { internationalForms } from "../phone";
import { lastCaptcha } from "../store/captchas";
import { lastMail } from "../store/email";
import { lastSms } from "../store/sms";
import { getSystemState, updateSystemState } from "../store/system-state";
import { setWhitelabelFlags, whitelabelTree } from "../store/whitelabel";
import { captchaClientId } from "../captcha-cookie";
import { devWalletRoutes } from "./dev-wallet";
import { devPointsRoutes } from "./dev-points";
import { devAgentRoutes } from "./dev-agents";
import { devPromotionRoutes } from "./dev-promotions";
import { devHelpRoutes } from "./dev-help";
import { devContentRoutes } from "./dev-content";

const systemPatch = z.object({
  status: z.optional(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  maintenanceEnd: z.optional(z.nullable(z.string())),
  location: z.optional(z.nullable(z.object({ ip: z.string(), country: z.string() }))),
  domainValid: z.optional(z.boolean()),
});

const flagPatch = z.record(z.string(), z.boolean());

const faultBody = z.object({
  path: z.string().check(z.regex(/^\/wps\//)),
  kind: z.enum(["delay", "status", "fail", "malformed", "drop"]),
  ms: z.optional(z.number().check(z.gte(0), z.lte(120_000))),
  status: z.optional(z.int().check(z.gte(400), z.lte(599))),
  message: z.optional(z.string()),
  errorCode: z.optional(z.string()),
  times: z.optional(z.int().check(z.gte(1))),
  body: z.optional(z.unknown()),
});

const clockBody = z.object({ advanceMs: z.number().check(z.gte(0)) });

const siteBody = z.object({ variant: z.enum(SITE_VARIANTS) });

/** Parses a JSON body with `schema`, or answers 400 INVALID_REQUEST. */
async function readJson<T>(c: Context, schema: z.ZodMiniType<T>): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: fail(c, 400, ErrorCode.invalidRequest, message(c, "invalidRequest")) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: fail(c, 400, ErrorCode.invalidRequest, z.prettifyError(parsed.error)) };
  return { ok: true, data: parsed.data };
}

/** Development routes for tests and demos: mounted under /dev only when devRoutes is on. */
export function devRoutes(deps: Deps): Hono {
  const dev = new Hono();

  dev.get("/system", async (c) => ok(c, await getSystemState(deps.db)));
  dev.post("/system", async (c) => {
    const read = await readJson(c, systemPatch);
    if (!read.ok) return read.response;
    const patch = Object.fromEntries(Object.entries(read.data).filter(([, value]) => value !== undefined));
    return ok(c, await updateSystemState(deps.db, patch));
  });

  dev.post("/whitelabel", async (c) => {
    const read = await readJson(c, flagPatch);
    if (!read.ok) return read.response;
    const unknown = await setWhitelabelFlags(deps.db, read.data);
    if (unknown.length > 0) return fail(c, 400, ErrorCode.invalidRequest, `unknown modId: ${unknown.join(", ")}`);
    return ok(c, await whitelabelTree(deps.db));
  });

  /** The seeded registration configuration: "default" (both variants, password pair, captcha) or "mobile". */
  const siteState = async () => {
    const flags = flattenWhitelabel(await whitelabelTree(deps.db));
    return {
      variant: await currentSiteVariant(deps.db),
      flags: { MOBILENUMREG3: flags.MOBILENUMREG3 ?? false, MOBILENUMPASSREG3: flags.MOBILENUMPASSREG3 ?? false, REGMOBVERF3: flags.REGMOBVERF3 ?? false },
      registerSettings: await registerSettings(deps.db),
    };
  };
  dev.get("/site", async (c) => ok(c, await siteState()));
  dev.post("/site", async (c) => {
    const read = await readJson(c, siteBody);
    if (!read.ok) return read.response;
    await applySiteVariant(deps.db, read.data.variant);
    return ok(c, await siteState());
  });

  dev.get("/faults", (c) => ok(c, deps.faults.list()));
  dev.post("/faults", async (c) => {
    const read = await readJson(c, faultBody);
    if (!read.ok) return read.response;
    deps.faults.set(read.data);
    return ok(c, deps.faults.list());
  });
  dev.delete("/faults", (c) => {
    deps.faults.clear(c.req.query("path") || undefined);
    return ok(c, deps.faults.list());
  });

  /** `?mobile=` as `0812345678`, `812345678` or `+66812345678`; `&purpose=login|resetPassword|register` optional. */
  dev.get("/sms", async (c) => {
    const mobile = c.req.query("mobile")?.trim();
    const sms = mobile ? await lastSms(deps.db, internationalForms(mobile), c.req.query("purpose")?.trim() || undefined) : undefined;
    // A code row with no code was never sent (a number with no account): nothing to read. Notices carry no code.
    if (!sms || (sms.code === "" && sms.purpose !== "securityNotice")) return fail(c, 404, "NOT_FOUND", message(c, "notFound"));
    return ok(c, {
      mobile: sms.mobile,
      code: sms.code,
      purpose: sms.purpose,
      expiresAt: new Date(sms.expiresAt).toISOString(),
      used: sms.used,
      wrongAttempts: sms.attempts,
    });
  });

  dev.get("/email", async (c) => {
    const to = c.req.query("to")?.trim();
    const mail = to ? await lastMail(deps.db, to) : undefined;
    if (!mail) return fail(c, 404, "NOT_FOUND", message(c, "notFound"));
    return ok(c, { to: mail.to, subject: mail.subject, body: mail.body, sentAt: new Date(mail.createdAt).toISOString() });
  });

  dev.get("/captcha", async (c) => {
    const cid = captchaClientId(c);
    const captcha = cid ? await lastCaptcha(deps.db, cid) : undefined;
    if (!captcha) return fail(c, 404, "NOT_FOUND", message(c, "notFound"));
    return ok(c, { answer: captcha.answer, used: captcha.used, issuedAt: new Date(captcha.issuedAt).toISOString() });
  });

  const clockState = () => ({ now: new Date(deps.clock.now()).toISOString(), nowMs: deps.clock.now(), offsetMs: deps.clock.offsetMs() });
  dev.get("/clock", (c) => ok(c, clockState()));
  dev.post("/clock", async (c) => {
    const read = await readJson(c, clockBody);
    if (!read.ok) return read.response;
    await deps.clock.advance(read.data.advanceMs);
    return ok(c, clockState());
  });

  dev.post("/reset", async (c) => {
    // The clock first: demo's month is dated back from real time, not from where a test moved the clock.
    deps.clock.reset();
    await resetToSeed(deps.db, deps.clock.now());
    deps.faults.clear();
    return ok(c, null);
  });

  dev.route("/", devWalletRoutes(deps));
  dev.route("/", devPointsRoutes(deps));
  dev.route("/", devAgentRoutes(deps));
  dev.route("/", devPromotionRoutes(deps));
  dev.route("/", devHelpRoutes(deps));
  dev.route("/", devContentRoutes(deps));

  return dev;
}

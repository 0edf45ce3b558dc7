// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { flattenWhitelabel, REGISTER_FIELDS, type SystemStatus, type WhitelabelNode } from "../../contract";
import { calls } from "../../contract/calls";
import { PATTERNS } from "../../server/register-patterns";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, post, tokenFor } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

/** Seeded on; REGMOBVERF3 (SMS code for registration by username) is seeded off, the "mobile" site turns it on. */
const SEEDED_FLAGS = [
  "MOBILENUMREG3", "MOBILENUMPASSREG3", "FREEPLAY3", "PWDEXPFORCECHANGE3", "MOBILEVERCODELOGIN3", "SHOWCAPTCHA3",
  "DIRECTREG3", "REFERRAL3", "AGENTPOLICY3", "DIVIDEND3", "DAILYSAL3", "HOURSAL3", "REALTIMESAL3",
];

describe("GET /wps/system/status", () => {
  it("answers a running site that passes the contract", async () => {
    const answer = await get(server, calls.systemStatus.path);
    expect(answer.status).toBe(200);
    expect(answer.json?.success).toBe(true);
    const value = calls.systemStatus.value.parse(answer.json?.value);
    expect(value).toMatchObject({ status: 0, maintenance: false, regionRestriction: false, maintenanceEnd: null, location: { ip: "127.0.0.1", country: "TH" } });
    expect(value.info.customerService.map((l) => l.type)).toEqual(["LIVECHAT", "LINE", "TELEGRAM", "FACEBOOK"]);
    expect(value.info.customerService[0]?.url).toBe("/liveChat");
    expect(value.info.mainDomain).toBe("localhost");
    const flags = flattenWhitelabel(value.info.whitelabel);
    for (const flag of SEEDED_FLAGS) expect(flags[flag], flag).toBe(true);
    expect(flags.REGMOBVERF3).toBe(false);
  });

  it("writes its texts in Thai by default and in English for Language EN", async () => {
    const th = calls.systemStatus.value.parse((await get(server, calls.systemStatus.path)).json?.value);
    const en = calls.systemStatus.value.parse((await get(server, calls.systemStatus.path, { headers: { Language: "EN" } })).json?.value);
    expect(th.info.customerService[0]?.name).toBe("แชทสด");
    expect(en.info.customerService[0]?.name).toBe("Live chat");
  });

  it("reports region restriction and a location set by the dev route", async () => {
    await post(server, "/dev/system", { status: 2, location: { ip: "203.0.113.9", country: "US" } });
    const value: SystemStatus = calls.systemStatus.value.parse((await get(server, calls.systemStatus.path)).json?.value);
    expect(value).toMatchObject({ status: 2, maintenance: false, regionRestriction: true, location: { ip: "203.0.113.9", country: "US" } });
    const state = await get(server, "/dev/system");
    expect(state.json?.value).toMatchObject({ status: 2, location: { ip: "203.0.113.9", country: "US" }, domainValid: true });
  });
});

describe("maintenance (status 1)", () => {
  it("keeps status, domainRoute and whitelabel open and closes every other /wps call", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const changed = await post(server, "/dev/system", { status: 1, maintenanceEnd: "2030-01-01 06:00:00" });
    expect(changed.json?.success).toBe(true);

    const status = calls.systemStatus.value.parse((await get(server, calls.systemStatus.path)).json?.value);
    expect(status).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: "2030-01-01 06:00:00" });
    expect((await get(server, `${calls.domainRoute.path}?host=localhost`)).json?.success).toBe(true);
    expect((await get(server, calls.whitelabel.path)).json?.success).toBe(true);

    for (const path of [calls.registerSettings.path, calls.rsaKey.path, calls.announcements.path, "/wps/no/such/call"]) {
      const answer = await get(server, path);
      expect(answer.status, path).toBe(400);
      expect(answer.json, path).toMatchObject({ success: false, errorCode: "function.not.available" });
      expect(answer.json?.message).toBeTruthy();
    }
    const member = await get(server, calls.memberInfo.path, { token });
    expect(member.status).toBe(400);
    expect(member.json?.errorCode).toBe("function.not.available");

    await post(server, "/dev/system", { status: 0 });
    expect((await get(server, calls.memberInfo.path, { token })).status).toBe(200);
  });
});

describe("GET /wps/system/domainRoute", () => {
  it("names the merchant for a host", async () => {
    const answer = await get(server, `${calls.domainRoute.path}?host=play.example.test`);
    const value = calls.domainRoute.value.parse(answer.json?.value);
    expect(value.merchantCode).toBe("DEMO");
    expect(value.mainDomain).toBe("play.example.test");
    expect(value.domains).toContain("play.example.test");
  });

  it("answers 200 success:false DOMAIN_INVALID when the dev switch says the domain is invalid", async () => {
    await post(server, "/dev/system", { domainValid: false });
    const answer = await get(server, `${calls.domainRoute.path}?host=localhost`, { headers: { Language: "EN" } });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: false, errorCode: "DOMAIN_INVALID", message: "Invalid domain, please contact customer service" });
  });
});

describe("GET /wps/system/whitelabel and POST /dev/whitelabel", () => {
  it("answers the seeded tree, nested under parent nodes", async () => {
    const tree: WhitelabelNode[] = calls.whitelabel.value.parse((await get(server, calls.whitelabel.path)).json?.value);
    expect(tree.length).toBeGreaterThan(1);
    expect(tree.every((node) => (node.childrenNodes ?? []).length > 0)).toBe(true);
    const flags = flattenWhitelabel(tree);
    for (const flag of SEEDED_FLAGS) expect(flags[flag], flag).toBe(true);
    expect(flags.REGMOBVERF3).toBe(false);
  });

  it("flips flags and refuses unknown ones", async () => {
    const flipped = await post(server, "/dev/whitelabel", { FREEPLAY3: false, DIVIDEND3: false });
    expect(flipped.json?.success).toBe(true);
    const flags = flattenWhitelabel(calls.whitelabel.value.parse((await get(server, calls.whitelabel.path)).json?.value));
    expect(flags).toMatchObject({ FREEPLAY3: false, DIVIDEND3: false, DAILYSAL3: true });

    const unknown = await post(server, "/dev/whitelabel", { NOSUCHFLAG3: true });
    expect(unknown.status).toBe(400);
    expect(unknown.json?.errorCode).toBe("INVALID_REQUEST");
  });
});

describe("GET /wps/system/setting/register", () => {
  it("answers every field with a pattern that works without regex flags", async () => {
    const settings = calls.registerSettings.value.parse((await get(server, calls.registerSettings.path)).json?.value);
    // Every field of REGISTER_FIELDS has a setting except confirmPassword (it must equal the password).
    expect(Object.keys(settings).sort()).toEqual(REGISTER_FIELDS.filter((field) => field !== "confirmPassword").sort());
    expect(settings.verificationCode).toMatchObject({ maxLength: 255 });
    expect(settings.recommenderId).toMatchObject({ enabled: true, required: false });
    expect(settings.referralCode).toMatchObject({ enabled: true, required: false });
    expect(settings.affiliateCode).toMatchObject({ enabled: true, required: false });
    for (const setting of Object.values(settings)) expect(setting.acceptedPattern).toBe(PATTERNS[setting.patternId]);
    expect(settings.username).toMatchObject({ enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 1 });
    expect(settings.password).toMatchObject({ minLength: 6, maxLength: 20, patternId: 5 });
    expect(settings.email?.patternId).toBe(3);
    expect(settings.mobileNum).toMatchObject({ minLength: 9, maxLength: 11, patternId: 6 });
    expect(settings.payeeName?.patternId).toBe(17);
    expect(Object.values(settings).some((s) => s.enabled === false)).toBe(true);
    expect(Object.values(settings).some((s) => s.enabled && s.required === false)).toBe(true);
    for (const setting of Object.values(settings)) expect(() => new RegExp(setting.acceptedPattern)).not.toThrow();
    expect(new RegExp(settings.username?.acceptedPattern ?? "").test("demo01")).toBe(true);
    expect(new RegExp(settings.username?.acceptedPattern ?? "").test("1demo")).toBe(false);
    expect(new RegExp(settings.payeeName?.acceptedPattern ?? "").test("สมชาย ใจดี")).toBe(true);
  });
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ReferenceServer } from "../../server/app";
import { EN, get, humanProof, login, loginWithCaptcha, makeServer, post, postEncrypted } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

/** newip's registered mobile (server/seed-data.ts), as the outbox keys it. */
const NEWIP_MOBILE = "+66845551234";
const sessionCount = async () => Number((await server.db.execute("SELECT COUNT(*) AS n FROM sessions")).rows[0]?.n);

async function ticket(): Promise<{ ticket: string; mobile: string }> {
  const answer = await login(server, { username: "newip", password: "Newip1234" }, EN);
  expect(answer.json).toMatchObject({ success: false, errorCode: "IP_VERIFICATION_REQUIRED", message: "Login from an unregistered IP requires extra verification" });
  return answer.json?.value as { ticket: string; mobile: string };
}
const sendCode = (t: string) => post(server, "/wps/session/login/ipVerification/sms", { ticket: t }, EN);
const verify = (t: string, verificationCode: string) => postEncrypted(server, "/wps/session/login/ipVerification", { ticket: t, verificationCode, loginDeviceId: "test-device" }, EN);
const outboxCode = async () => ((await get(server, `/dev/sms?mobile=${encodeURIComponent(NEWIP_MOBILE)}&purpose=ipVerification`)).json?.value as { code: string }).code;

describe("login from an unregistered address", () => {
  it("answers a right password with a ticket and the mobile masked as 08x-xxx-1234, opening no session", async () => {
    const first = await ticket();
    expect(first.mobile).toBe("08x-xxx-1234");
    expect(first.ticket.length).toBeGreaterThanOrEqual(24);
    expect(await sessionCount()).toBe(0);
  });

  it("gives a wrong password the usual refusal, with no ticket and no mobile (nothing reveals the account)", async () => {
    const answer = await login(server, { username: "newip", password: "Wrong1234" }, EN);
    expect(answer.json).toMatchObject({ success: false, errorCode: "PASSWORD_INCORRECT", value: { captcha: true } });
    expect(JSON.stringify(answer.json)).not.toMatch(/1234"|ticket/);
  });

  it("sends a code to the registered mobile, signs in with it, and does not ask again from the same address", async () => {
    const { ticket: t } = await ticket();
    const sent = await sendCode(t);
    expect(sent.json).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const signedIn = await verify(t, await outboxCode());
    expect(signedIn.json).toMatchObject({ success: true, value: { userName: "newip", id: 1009 } });
    expect(await sessionCount()).toBe(1);
    const again = await login(server, { username: "newip", password: "Newip1234" }, EN);
    expect(again.json).toMatchObject({ success: true, value: { userName: "newip" } });
  });

  it("asks again from an address the member has not verified", async () => {
    const { ticket: t } = await ticket();
    await sendCode(t);
    expect((await verify(t, await outboxCode())).json?.success).toBe(true);
    await server.db.execute("UPDATE member_addresses SET ip = '203.0.113.9'");
    expect((await login(server, { username: "newip", password: "Newip1234" })).json?.errorCode).toBe("IP_VERIFICATION_REQUIRED");
  });

  it("refuses a wrong code clearly and lets the person retry; the fifth wrong entry kills the code", async () => {
    const { ticket: t } = await ticket();
    await sendCode(t);
    const code = await outboxCode();
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await verify(t, wrong)).json).toMatchObject({ success: false, errorCode: "SMS_CODE_INVALID", message: "verification code not valid" });
    expect((await verify(t, code)).json?.success).toBe(true);

    await server.db.execute("DELETE FROM member_addresses");
    const { ticket: t2 } = await ticket();
    await post(server, "/dev/clock", { advanceMs: 61_000 });
    await sendCode(t2);
    const code2 = await outboxCode();
    for (let i = 0; i < 5; i += 1) await verify(t2, code2 === "000000" ? "111111" : "000000");
    expect((await verify(t2, code2)).json?.errorCode).toBe("SMS_CODE_INVALID");
  });

  it("answers an expired code with SMS_CODE_EXPIRED", async () => {
    const { ticket: t } = await ticket();
    await sendCode(t);
    const code = await outboxCode();
    await post(server, "/dev/clock", { advanceMs: 5 * 60_000 + 1000 });
    expect((await verify(t, code)).json).toMatchObject({ success: false, errorCode: "SMS_CODE_EXPIRED", message: "code expired, send again" });
  });

  it("limits the codes with the sender policy: a second within the minute is refused", async () => {
    const { ticket: t } = await ticket();
    expect((await sendCode(t)).json?.success).toBe(true);
    expect((await sendCode(t)).json).toMatchObject({ success: false, errorCode: "SMS_TOO_MANY_REQUESTS" });
    await post(server, "/dev/clock", { advanceMs: 61_000 });
    expect((await sendCode(t)).json?.success).toBe(true);
  });

  it("refuses unknown, used, expired and other-address tickets with IP_VERIFICATION_EXPIRED, sending nothing", async () => {
    const expired = { success: false, errorCode: "IP_VERIFICATION_EXPIRED", message: "The verification has expired, please log in again" };
    expect((await sendCode("no-such-ticket")).json).toMatchObject(expired);
    expect((await verify("no-such-ticket", "123456")).json).toMatchObject(expired);

    const { ticket: used } = await ticket();
    await sendCode(used);
    expect((await verify(used, await outboxCode())).json?.success).toBe(true);
    expect((await verify(used, await outboxCode())).json).toMatchObject(expired);

    await server.db.execute("DELETE FROM member_addresses");
    const { ticket: old } = await ticket();
    await post(server, "/dev/clock", { advanceMs: 10 * 60_000 + 1000 });
    expect((await sendCode(old)).json).toMatchObject(expired);

    const { ticket: moved } = await ticket();
    await server.db.execute({ sql: "UPDATE ip_verification_tickets SET ip = '198.51.100.7' WHERE ticket = ?", args: [moved] });
    expect((await sendCode(moved)).json).toMatchObject(expired);
  });

  it("gives SMS login from an unknown address a ticket too", async () => {
    await post(server, "/wps/verification/sms/noLogin", { mobileNum: "0845551234", countryDialingCode: "+66", purpose: "login", humanVerification: await humanProof(server) });
    const code = ((await get(server, `/dev/sms?mobile=${encodeURIComponent(NEWIP_MOBILE)}&purpose=login`)).json?.value as { code: string }).code;
    const answer = await login(server, { type: "sms", username: "", password: "", mobileNum: "0845551234", countryDialingCode: "+66", verificationCode: code }, EN);
    expect(answer.json).toMatchObject({ errorCode: "IP_VERIFICATION_REQUIRED", value: { mobile: "08x-xxx-1234" } });
  });

  it("clears the captcha demand once the password was right, so the code alone finishes the login", async () => {
    await login(server, { username: "newip", password: "Wrong1234" });
    const answer = await loginWithCaptcha(server, { username: "newip", password: "Newip1234" }, EN);
    expect(answer.json?.errorCode).toBe("IP_VERIFICATION_REQUIRED");
    const again = await login(server, { username: "newip", password: "Newip1234" }, EN);
    expect(again.json?.errorCode).toBe("IP_VERIFICATION_REQUIRED");
  });
});

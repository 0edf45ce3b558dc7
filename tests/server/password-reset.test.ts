// @vitest-environment node
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { EN, get, humanProof, loginWithCaptcha, makeServer, post, postEncrypted, postForm, tokenFor } from "./helpers";

/** The forgot-by-e-mail mail carries the reset link it promises, and the link's token sets a new password. */
let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

async function askForLink(username = "demo", email = "demo@example.com", opts = EN): Promise<{ body: string; token: string }> {
  // One mail a minute per address (docs/security-senders.md): the clock moves on first, so asking again is allowed.
  await post(server, "/dev/clock", { advanceMs: 61_000 });
  const asked = await postForm(server, calls.forgotPasswordByEmail.path, { username, email, humanVerification: await humanProof(server) }, opts);
  expect(asked.json?.success, asked.text).toBe(true);
  const mail = (await get(server, `/dev/email?to=${email}`)).json?.value as { body: string };
  const token = /\/reset-password\?token=([0-9a-f]{64})\b/.exec(mail.body)?.[1];
  expect(token, mail.body).toBeDefined();
  return { body: mail.body, token: token! };
}

const check = (token: string, opts = EN) => post(server, calls.checkResetToken.path, { token }, opts);
const reset = (token: string, newPassword: string, confirmNewPassword = newPassword, opts = EN) =>
  postEncrypted(server, calls.resetPasswordByLink.path, { token, newPassword, confirmNewPassword }, opts);
const canLogIn = async (username: string, password: string) => (await loginWithCaptcha(server, { username, password })).json?.success === true;

describe("reset by e-mail link", () => {
  it("mails a link of the site's address that works within 30 minutes, once, in the request's language", async () => {
    const { body, token } = await askForLink();
    // The configured public origin (PUBLIC_ORIGIN; the test server leaves it at its default), never the Host header.
    expect(body).toContain(`http://localhost/reset-password?token=${token}`);
    expect(body).toContain("30 minutes");
    expect(body).toContain("demo");
    const thai = await askForLink("demo", "demo@example.com", { headers: {} });
    expect(thai.body).toContain("30 นาที");

    expect((await check(thai.token)).json).toEqual({ success: true, value: { username: "demo", expiresAt: expect.any(String) } });
    expect((await reset(thai.token, "Fresh5678")).json).toEqual({ success: true, value: null });
    expect(await canLogIn("demo", "Fresh5678")).toBe(true);
    // Used up.
    expect((await reset(thai.token, "Other5678")).json).toMatchObject({ success: false, errorCode: "RESET_LINK_INVALID", message: "This reset link is not valid or was already used. Ask for a new one." });
    expect((await check(thai.token)).json?.errorCode).toBe("RESET_LINK_INVALID");
  });

  it("keeps only a hash of the token, and a newer link replaces the older", async () => {
    const first = await askForLink();
    const stored = await server.db.execute("SELECT token_hash FROM password_resets");
    const hashes = stored.rows.map((row) => String(row.token_hash));
    expect(hashes).toContain(createHash("sha256").update(first.token).digest("hex"));
    expect(hashes.some((hash) => hash.includes(first.token))).toBe(false);

    const second = await askForLink();
    expect((await check(first.token)).json?.errorCode).toBe("RESET_LINK_INVALID");
    expect((await check(second.token)).json?.success).toBe(true);
  });

  it("expires after 30 minutes", async () => {
    const { token } = await askForLink();
    await post(server, "/dev/clock", { advanceMs: 29 * 60_000 });
    expect((await check(token)).json?.success).toBe(true);
    await post(server, "/dev/clock", { advanceMs: 60_000 });
    expect((await check(token)).json).toMatchObject({ success: false, errorCode: "RESET_LINK_EXPIRED", message: "This reset link has expired. Ask for a new one." });
    expect((await reset(token, "Fresh5678")).json?.errorCode).toBe("RESET_LINK_EXPIRED");
    expect(await canLogIn("demo", "Demo1234")).toBe(true);
  });

  it("checks the new password's rule and confirmation, and dies after 5 refused tries", async () => {
    const { token } = await askForLink();
    expect((await reset(token, "ab1")).json).toMatchObject({ success: false, errorCode: "PASSWORD_RULE", message: "Please fill in your password with 6 - 20 characters in the accepted format" });
    expect((await reset(token, "Fresh5678", "Fresh5679")).json).toMatchObject({ success: false, errorCode: "PASSWORD_RULE", message: "Incorrect confirmation input" });
    for (let i = 3; i <= 5; i += 1) expect((await reset(token, "x")).json?.errorCode).toBe("PASSWORD_RULE");
    expect((await reset(token, "Fresh5678")).json?.errorCode).toBe("RESET_LINK_INVALID");
    expect(await canLogIn("demo", "Demo1234")).toBe(true);
  });

  it("ends the member's sessions, and of two submissions at once exactly one wins", async () => {
    const session = await tokenFor(server, "demo", "Demo1234");
    const { token } = await askForLink();
    const both = await Promise.all([reset(token, "Fresh5678"), reset(token, "Other5678")]);
    expect(both.map((a) => a.json?.errorCode ?? "OK").sort()).toEqual(["OK", "RESET_LINK_INVALID"]);
    expect((await get(server, calls.memberInfo.path, { token: session })).status).toBe(401);
    const won = both[0]!.json?.success ? "Fresh5678" : "Other5678";
    expect(await canLogIn("demo", won)).toBe(true);
  });

  it("refuses made-up, malformed and empty tokens the same way", async () => {
    for (const token of ["", "abc", "0".repeat(64), "Z".repeat(64), "x".repeat(10_000)]) {
      expect((await check(token)).json?.errorCode, token.slice(0, 10)).toBe("RESET_LINK_INVALID");
      expect((await reset(token, "Fresh5678")).json?.errorCode).toBe("RESET_LINK_INVALID");
    }
  });
});

import { describe, expect, it } from "vitest";
import { MASK, maskSecrets } from "../../src/app/mask-secrets";

describe("maskSecrets (what the inspector may see)", () => {
  it("masks passwords, SMS codes, captcha answers and tokens at any depth", () => {
    const event = {
      type: "LOGIN.SUBMIT",
      form: { username: "demo", password: "Demo1234", captcha: "4821", newPassword: "x", confirmNewPassword: "x" },
      sms: [{ mobileNum: "0812345678", verificationCode: "123456", code: "9999" }],
      session: { token: "abc", firebaseIdToken: "def" },
    };
    expect(maskSecrets(event)).toEqual({
      type: "LOGIN.SUBMIT",
      form: { username: "demo", password: MASK, captcha: MASK, newPassword: MASK, confirmNewPassword: MASK },
      sms: [{ mobileNum: "0812345678", verificationCode: MASK, code: MASK }],
      session: { token: MASK, firebaseIdToken: MASK },
    });
  });

  it("keeps harmless codes readable and does not touch the original", () => {
    const context = { merchantCode: "DEMO", errorCode: "USER_NOT_EXIST", countryDialingCode: "+66", password: "p" };
    const masked = maskSecrets(context);
    expect(masked).toEqual({ merchantCode: "DEMO", errorCode: "USER_NOT_EXIST", countryDialingCode: "+66", password: MASK });
    expect(context.password).toBe("p");
  });

  it("copes with cycles and leaves empty secrets empty", () => {
    const node: Record<string, unknown> = { password: "" };
    node.self = node;
    const masked = maskSecrets(node) as Record<string, unknown>;
    expect(masked.password).toBe("");
    expect(masked.self).toBe(masked);
  });
});

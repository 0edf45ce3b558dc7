import { describe, expect, it } from "vitest";
import type { ErrorInfo } from "../../contract";
import { activateLanguage, i18n } from "../../src/i18n";
import { errorMessage } from "../../src/i18n/error-message";

const text = (message: ReturnType<typeof errorMessage>) => (typeof message === "string" ? message : i18n._(message));
/** A refusal as the API client hands it over, with a server message the catalogue must not show. */
const refusal = (errorCode: string, value?: unknown): ErrorInfo => ({ kind: "server", errorCode, message: "server's own text", value });

/** 2026-11-24 12:00 UTC is 19:00 on 24 Nov on the site's clock (Bangkok, UTC+7). */
const OPENS_AT = "2026-11-24T12:00:00.000Z";

describe("re-authentication refusals have catalogue messages of their own, not the server's text", () => {
  it("in English", async () => {
    await activateLanguage("en");
    expect(text(errorMessage(refusal("LOGIN_PASSWORD_REQUIRED")))).toBe("Enter your login password to confirm this change");
    expect(text(errorMessage(refusal("LOGIN_PASSWORD_INCORRECT")))).toBe("The login password is incorrect");
    const until = new Date(2026, 10, 27, 8, 5).toISOString(); // 08:05 on the browser's clock
    expect(text(errorMessage(refusal("LOGIN_PASSWORD_LOCKED", { until })))).toBe("Too many wrong login passwords. Security changes are locked for 15 minutes; try again after 08:05.");
    expect(text(errorMessage(refusal("LOGIN_PASSWORD_LOCKED")))).toBe("Too many wrong login passwords. Security changes are locked for 15 minutes; try again later.");
    expect(text(errorMessage(refusal("OLD_CHANNEL_CODE_INVALID", { channel: "mobile" })))).toBe("Enter the code sent to your current mobile number: the code given is missing or not valid.");
    expect(text(errorMessage(refusal("OLD_CHANNEL_CODE_INVALID", { channel: "email" })))).toBe("Enter the code sent to your current e-mail: the code given is missing or not valid.");
    expect(text(errorMessage(refusal("OLD_CHANNEL_CODE_INVALID")))).toBe("Enter the code sent to your current mobile number or e-mail: the code given is missing or not valid.");
    expect(text(errorMessage(refusal("OLD_CHANNEL_CODE_EXPIRED", { channel: "mobile" })))).toBe("The code sent to your current mobile number has expired. Send a new one.");
    expect(text(errorMessage(refusal("OLD_CHANNEL_CODE_EXPIRED", { channel: "email" })))).toBe("The code sent to your current e-mail has expired. Send a new one.");
    expect(text(errorMessage(refusal("RECOVERY_HELD", { channel: "mobile", opensAt: OPENS_AT })))).toBe("Recovery by this mobile number opens at 19:00 on 24 Nov: it was changed less than 24 hours ago.");
    expect(text(errorMessage(refusal("RECOVERY_HELD", { channel: "email", opensAt: OPENS_AT })))).toBe("Recovery by this e-mail opens at 19:00 on 24 Nov: it was changed less than 24 hours ago.");
    expect(text(errorMessage(refusal("RECOVERY_HELD", { channel: "email" })))).toBe("Recovery by this e-mail is held for 24 hours after it changed.");
  });

  it("in Thai", async () => {
    await activateLanguage("th");
    expect(text(errorMessage(refusal("LOGIN_PASSWORD_REQUIRED")))).toBe("กรุณากรอกรหัสผ่านเข้าสู่ระบบเพื่อยืนยันการเปลี่ยนแปลงนี้");
    expect(text(errorMessage(refusal("LOGIN_PASSWORD_INCORRECT")))).toBe("รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง");
    expect(text(errorMessage(refusal("LOGIN_PASSWORD_LOCKED")))).toBe("ใส่รหัสผ่านเข้าสู่ระบบผิดหลายครั้งเกินไป ระบบล็อกการเปลี่ยนแปลงด้านความปลอดภัยไว้ 15 นาที กรุณาลองใหม่ภายหลัง");
    expect(text(errorMessage(refusal("OLD_CHANNEL_CODE_INVALID", { channel: "mobile" })))).toBe("กรุณากรอกรหัสยืนยันที่ส่งไปยังหมายเลขโทรศัพท์มือถือปัจจุบัน: ไม่ได้กรอกรหัสหรือรหัสไม่ถูกต้อง");
    expect(text(errorMessage(refusal("OLD_CHANNEL_CODE_EXPIRED", { channel: "email" })))).toBe("รหัสยืนยันที่ส่งไปยังอีเมลปัจจุบันหมดอายุแล้ว กรุณาส่งใหม่");
    expect(text(errorMessage(refusal("RECOVERY_HELD", { channel: "mobile", opensAt: OPENS_AT })))).toBe("การกู้คืนบัญชีด้วยหมายเลขโทรศัพท์นี้จะเปิดให้ใช้เวลา 19:00 น. วันที่ 24 พ.ย. เนื่องจากเพิ่งเปลี่ยนไม่ถึง 24 ชั่วโมง");
  });
});

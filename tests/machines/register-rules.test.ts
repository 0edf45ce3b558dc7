import { describe, expect, it } from "vitest";
import type { FieldSetting, RegisterSettings } from "../../contract";
import {
  emptyRegisterForm,
  isRequired,
  needsSmsCode,
  registerErrors,
  registerFieldError,
  registerUser,
  submittedValue,
  visibleFields,
  type RegisterForm,
  type RegisterRules,
} from "../../machines/register-rules";
import { registerFlags, registerSettings, VALID_VALUES } from "../fixtures/register";

// spec.md sections 4 and 5: username registration asks username, password and its confirmation (which must equal
// it); mobile registration asks the mobile number (the username) and the SMS code, the password pair only if
// MOBILENUMPASSREG3 allows; the SMS code is needed whenever SMS verification is on or in mobile mode, at most 255
// characters. Other fields show only if enabled, are required only if the server says so, with its min and max and
// acceptedPattern (`*` matches anything). The captcha is required when shown; the affiliate field shows unless the
// landing URL carried a code the server accepted.
const rules = (patch: Partial<RegisterRules> = {}, settings: RegisterSettings = registerSettings()): RegisterRules => ({
  variant: "register",
  settings,
  flags: registerFlags(),
  affiliateFieldShown: true,
  referralPrefilled: false,
  ...patch,
});
/** The fixture's settings with no setting at all for `field`. */
const settingsWithout = (field: keyof RegisterSettings): RegisterSettings => {
  const settings = registerSettings();
  delete settings[field];
  return settings;
};
const form = (patch: Partial<RegisterForm> = {}): RegisterForm => ({ ...emptyRegisterForm(), ...VALID_VALUES, ...patch });
const setting = (patch: Partial<FieldSetting>): FieldSetting => ({
  enabled: true,
  required: true,
  minLength: 2,
  maxLength: 50,
  patternId: 17,
  acceptedPattern: "^[\\u0E00-\\u0E7FA-Za-z ]+$",
  ...patch,
});

describe("register rules: which fields show", () => {
  it("by username: username, password pair, the mobile number when enabled, then the enabled fields in form order", () => {
    expect(visibleFields(rules())).toEqual(["username", "password", "confirmPassword", "mobileNum", "payeeName", "affiliateCode", "captcha"]);
  });

  it("by mobile: the number and its code first, the password pair only with MOBILENUMPASSREG3", () => {
    expect(visibleFields(rules({ variant: "registerMobile" }))).toEqual(["mobileNum", "verificationCode", "password", "confirmPassword", "payeeName", "affiliateCode", "captcha"]);
    expect(visibleFields(rules({ variant: "registerMobile", flags: registerFlags({ mobilePassword: false }) }))).toEqual(["mobileNum", "verificationCode", "payeeName", "affiliateCode", "captcha"]);
  });

  it("SMS verification adds the number and the code to the username form", () => {
    const withSms = rules({ flags: registerFlags({ smsVerification: true }) }, settingsWithout("mobileNum"));
    expect(visibleFields(withSms)).toEqual(["username", "password", "confirmPassword", "mobileNum", "verificationCode", "payeeName", "affiliateCode", "captcha"]);
    expect(visibleFields(rules({}, settingsWithout("mobileNum")))).not.toContain("mobileNum");
  });

  it("a disabled field is hidden, and the affiliate field when the landing URL's code was accepted", () => {
    expect(visibleFields(rules({}, registerSettings({ payeeName: setting({ enabled: false }) })))).not.toContain("payeeName");
    expect(visibleFields(rules({}, settingsWithout("captcha")))).not.toContain("captcha");
    expect(visibleFields(rules({ affiliateFieldShown: false }))).not.toContain("affiliateCode");
  });

  it("the referral field shows when enabled or filled by a link; it hides the recommender unless that is required", () => {
    expect(visibleFields(rules())).not.toContain("referralCode");
    expect(visibleFields(rules({ referralPrefilled: true }))).toContain("referralCode");
    const both = registerSettings({ referralCode: setting({ required: false }), recommenderId: setting({ required: false }) });
    expect(visibleFields(rules({}, both))).toContain("referralCode");
    expect(visibleFields(rules({}, both))).not.toContain("recommenderId");
    expect(visibleFields(rules({}, registerSettings({ recommenderId: setting({ required: false }) })))).toContain("recommenderId");
    const recommenderRequired = registerSettings({ referralCode: setting({ required: false }), recommenderId: setting({ required: true }) });
    expect(visibleFields(rules({}, recommenderRequired))).toEqual(expect.arrayContaining(["recommenderId", "referralCode"]));
  });
});

describe("register rules: which fields are required", () => {
  it("the username by username only; the password pair whenever shown", () => {
    expect(isRequired("username", rules())).toBe(true);
    expect(isRequired("username", rules({ variant: "registerMobile" }))).toBe(false);
    expect(isRequired("password", rules())).toBe(true);
    expect(isRequired("confirmPassword", rules({ variant: "registerMobile", flags: registerFlags({ mobilePassword: false }) }))).toBe(false);
  });

  it("the SMS code whenever SMS verification is on or in mobile mode, and the number with it", () => {
    expect(needsSmsCode(rules())).toBe(false);
    expect(needsSmsCode(rules({ flags: registerFlags({ smsVerification: true }) }))).toBe(true);
    expect(needsSmsCode(rules({ variant: "registerMobile" }))).toBe(true);
    expect(isRequired("verificationCode", rules())).toBe(false);
    expect(isRequired("verificationCode", rules({ variant: "registerMobile" }))).toBe(true);
    expect(isRequired("mobileNum", rules())).toBe(false);
    expect(isRequired("mobileNum", rules({ flags: registerFlags({ smsVerification: true }) }))).toBe(true);
    expect(isRequired("mobileNum", rules({}, registerSettings({ mobileNum: setting({ required: true }) })))).toBe(true);
  });

  it("the captcha when shown; any other field when the server says so", () => {
    expect(isRequired("captcha", rules())).toBe(true);
    expect(isRequired("captcha", rules({}, settingsWithout("captcha")))).toBe(false);
    expect(isRequired("payeeName", rules())).toBe(false);
    expect(isRequired("payeeName", rules({}, registerSettings({ payeeName: setting({ required: true }) })))).toBe(true);
    expect(isRequired("email", rules({}, settingsWithout("email")))).toBe(false);
  });
});

describe("register rules: each value", () => {
  it("an empty required field is refused, the captcha with its own message; an empty optional one passes", () => {
    expect(registerFieldError("username", form({ username: "" }), rules())).toEqual({ kind: "required" });
    expect(registerFieldError("username", form({ username: "   " }), rules())).toEqual({ kind: "required" });
    expect(registerFieldError("captcha", form({ captcha: "" }), rules())).toEqual({ kind: "captcha" });
    expect(registerFieldError("payeeName", form({ payeeName: "" }), rules())).toBeUndefined();
  });

  it("the server's min and max are inclusive: min-1 and max+1 are refused", () => {
    const name = rules({}, registerSettings({ payeeName: setting({ minLength: 2, maxLength: 50 }) }));
    const length = { kind: "length", min: 2, max: 50 };
    expect(registerFieldError("payeeName", form({ payeeName: "A" }), name)).toEqual(length);
    expect(registerFieldError("payeeName", form({ payeeName: "Al" }), name)).toBeUndefined();
    expect(registerFieldError("payeeName", form({ payeeName: "A".repeat(50) }), name)).toBeUndefined();
    expect(registerFieldError("payeeName", form({ payeeName: "A".repeat(51) }), name)).toEqual(length);
  });

  it("pattern 17 takes Thai and English names and refuses others with its id", () => {
    const name = rules({}, registerSettings({ payeeName: setting({}) }));
    expect(registerFieldError("payeeName", form({ payeeName: "สมชาย ใจดี" }), name)).toBeUndefined();
    expect(registerFieldError("payeeName", form({ payeeName: "ก".repeat(50) }), name)).toBeUndefined();
    expect(registerFieldError("payeeName", form({ payeeName: "ก".repeat(51) }), name)).toEqual({ kind: "length", min: 2, max: 50 });
    expect(registerFieldError("payeeName", form({ payeeName: "Somchai Jaidee" }), name)).toBeUndefined();
    expect(registerFieldError("payeeName", form({ payeeName: "Somchai 1" }), name)).toEqual({ kind: "pattern", patternId: 17 });
    expect(registerFieldError("payeeName", form({ payeeName: "王小明" }), name)).toEqual({ kind: "pattern", patternId: 17 });
  });

  it("an acceptedPattern of * matches anything", () => {
    const any = rules({}, registerSettings({ payeeName: setting({ acceptedPattern: "*", patternId: 0 }) }));
    expect(registerFieldError("payeeName", form({ payeeName: "!@#$ 123" }), any)).toBeUndefined();
  });

  it("the confirmation must equal the password", () => {
    expect(registerFieldError("confirmPassword", form({ password: "Demo1234", confirmPassword: "Demo1234" }), rules())).toBeUndefined();
    expect(registerFieldError("confirmPassword", form({ password: "Demo1234", confirmPassword: "Demo12345" }), rules())).toEqual({ kind: "mismatch" });
  });

  it("the SMS code holds at most 255 characters", () => {
    const mobile = rules({ variant: "registerMobile" });
    expect(registerFieldError("verificationCode", form({ verificationCode: "1".repeat(255) }), mobile)).toBeUndefined();
    expect(registerFieldError("verificationCode", form({ verificationCode: "1".repeat(256) }), mobile)).toEqual({ kind: "tooLong", max: 255 });
  });

  it("a field the server sets no rule for holds at most 255 characters", () => {
    const open = rules({ referralPrefilled: true });
    expect(registerFieldError("referralCode", form({ referralCode: "x".repeat(255) }), open)).toBeUndefined();
    expect(registerFieldError("referralCode", form({ referralCode: "x".repeat(256) }), open)).toEqual({ kind: "tooLong", max: 255 });
  });

  it("counts trimmed values, passwords as typed", () => {
    expect(submittedValue("username", "  newplayer ")).toBe("newplayer");
    expect(submittedValue("password", " Demo1234 ")).toBe(" Demo1234 ");
    expect(submittedValue("confirmPassword", " x ")).toBe(" x ");
    expect(submittedValue("paymentPassword", " 123456 ")).toBe(" 123456 ");
    const name = rules({}, registerSettings({ payeeName: setting({}) }));
    expect(registerFieldError("payeeName", form({ payeeName: " A " }), name)).toEqual({ kind: "length", min: 2, max: 50 });
  });
});

describe("register rules: the form", () => {
  it("a valid form has no errors; the refused fields are the shown ones only", () => {
    expect(registerErrors(form(), rules())).toEqual({});
    const errors = registerErrors(form({ username: "", captcha: "", email: "" }), rules());
    expect(errors).toEqual({ username: { kind: "required" }, captcha: { kind: "captcha" } });
  });

  it("sends the shown, non-empty fields trimmed; by mobile, the number is the username", () => {
    expect(registerUser(form({ username: " newplayer ", affiliateCode: "" }), rules())).toEqual({
      username: "newplayer",
      password: "Demo1234",
      confirmPassword: "Demo1234",
      mobileNum: "0812345678",
      payeeName: "สมชาย ใจดี",
      captcha: "4821",
    });
    const byMobile = registerUser(form({ username: "ignored" }), rules({ variant: "registerMobile", flags: registerFlags({ mobilePassword: false }) }));
    expect(byMobile.username).toBe("0812345678");
    expect(byMobile).not.toHaveProperty("password");
  });

  it("starts from an empty form", () => {
    expect(Object.values(emptyRegisterForm()).every((value) => value === "")).toBe(true);
    expect(Object.keys(emptyRegisterForm()).sort()).toEqual(Object.keys(VALID_VALUES).sort());
  });
});

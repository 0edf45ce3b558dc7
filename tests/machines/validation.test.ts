import { describe, expect, it } from "vitest";
import {
  captchaAnswer,
  collectErrors,
  confirmation,
  DEFAULT_PASSWORD_RULE,
  hasErrors,
  matchesPattern,
  MAX_INPUT_LENGTH,
  mobileNumber,
  password,
  required,
  smsCode,
} from "../../machines/validation";

// Spec section 5: required fields, the captcha when shown, the SMS code, mobile numbers, the password rule from the
// register settings (min, max, acceptedPattern, `*` matches anything) and the confirmation that must equal it.
describe("field validation (spec section 5)", () => {
  it("requires a value, spaces alone do not count", () => {
    expect(required("")).toEqual({ kind: "required" });
    expect(required("   ")).toEqual({ kind: "required" });
    expect(required(" a ")).toBeUndefined();
  });

  it("accepts local mobile numbers of 8 to 11 digits, a leading 0 allowed, surrounding spaces ignored", () => {
    expect(mobileNumber("")).toEqual({ kind: "required" });
    expect(mobileNumber("  ")).toEqual({ kind: "required" });
    expect(mobileNumber("12345678")).toBeUndefined();
    expect(mobileNumber("12345678901")).toBeUndefined();
    expect(mobileNumber("012345678901")).toBeUndefined();
    expect(mobileNumber(" 0812345678 ")).toBeUndefined();
    expect(mobileNumber("1234567")).toEqual({ kind: "mobile" });
    expect(mobileNumber("123456789012")).toEqual({ kind: "mobile" });
    expect(mobileNumber("00123456789")).toBeUndefined();
    expect(mobileNumber("0012345678901")).toEqual({ kind: "mobile" });
    expect(mobileNumber("08123a5678")).toEqual({ kind: "mobile" });
    expect(mobileNumber("x0812345678")).toEqual({ kind: "mobile" });
    expect(mobileNumber("0812345678x")).toEqual({ kind: "mobile" });
  });

  it("accepts SMS codes of 4 to 8 digits", () => {
    expect(smsCode("")).toEqual({ kind: "required" });
    expect(smsCode(" ")).toEqual({ kind: "required" });
    expect(smsCode("1234")).toBeUndefined();
    expect(smsCode(" 12345678 ")).toBeUndefined();
    expect(smsCode("123")).toEqual({ kind: "smsCode" });
    expect(smsCode("123456789")).toEqual({ kind: "smsCode" });
    expect(smsCode("12a4")).toEqual({ kind: "smsCode" });
    expect(smsCode("a1234")).toEqual({ kind: "smsCode" });
    expect(smsCode("1234a")).toEqual({ kind: "smsCode" });
  });

  it("asks for the captcha when its answer is empty", () => {
    expect(captchaAnswer("")).toEqual({ kind: "captcha" });
    expect(captchaAnswer("  ")).toEqual({ kind: "captcha" });
    expect(captchaAnswer("4821")).toBeUndefined();
  });

  it("applies acceptedPattern as a regular expression, * matching anything and a broken one nothing", () => {
    expect(matchesPattern("*", "")).toBe(true);
    expect(matchesPattern("*", "anything at all")).toBe(true);
    expect(matchesPattern("^\\d+$", "123")).toBe(true);
    expect(matchesPattern("^\\d+$", "12a")).toBe(false);
    expect(matchesPattern("(", "(")).toBe(false);
    expect(matchesPattern("**", "a")).toBe(false);
  });

  it("checks a password against the rule's length bounds (inclusive) and pattern", () => {
    const rule = { minLength: 6, maxLength: 8, patternId: 5, acceptedPattern: "^(?=.*[A-Za-z])(?=.*\\d).+$" };
    expect(password("", rule)).toEqual({ kind: "required" });
    expect(password("abc12", rule)).toEqual({ kind: "length", min: 6, max: 8 });
    expect(password("abc123", rule)).toBeUndefined();
    expect(password("abcd1234", rule)).toBeUndefined();
    expect(password("abcde1234", rule)).toEqual({ kind: "length", min: 6, max: 8 });
    expect(password("abcdef", rule)).toEqual({ kind: "pattern", patternId: 5 });
    // A password is taken as typed: spaces count.
    expect(password("      ", { ...rule, acceptedPattern: "*" })).toBeUndefined();
  });

  it("falls back to 6 to 20 characters, any pattern", () => {
    expect(DEFAULT_PASSWORD_RULE).toEqual({ minLength: 6, maxLength: 20, patternId: 0, acceptedPattern: "*" });
    expect(MAX_INPUT_LENGTH).toBe(255);
  });

  it("needs the confirmation, equal to the password ('Incorrect confirmation input')", () => {
    expect(confirmation("", "Better123")).toEqual({ kind: "required" });
    expect(confirmation("Better12", "Better123")).toEqual({ kind: "mismatch" });
    expect(confirmation("Better123", "Better123")).toBeUndefined();
  });

  it("keeps only the fields with an error, so an empty set means valid", () => {
    const errors = collectErrors({ a: { kind: "required" }, b: undefined, c: { kind: "mobile" } });
    expect(errors).toEqual({ a: { kind: "required" }, c: { kind: "mobile" } });
    expect(Object.keys(errors)).toEqual(["a", "c"]);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(collectErrors({ a: undefined }))).toBe(false);
    expect(hasErrors({})).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { affiliateErrors, trimmedApplication, type AffiliateForm } from "../../machines/affiliate-application-rules";

// The affiliate application's rules as docs/features.md designs them (spec.md names the screen only), with the
// patterns of spec.md section 5: full name required, 2-50, pattern 17 "Thai or English and spaces"; mobile number
// 8-11 digits, a leading 0 allowed; e-mail required, 6-50, pattern 3 "email format"; contact optional, at most 50;
// channel required, 3-100; message optional, at most 500. Values are checked and sent trimmed.
const NAME = { min: 2, max: 50, patternId: 17 };
const EMAIL = { min: 6, max: 50, patternId: 3 };
const CONTACT_MAX = 50;
const CHANNEL = { min: 3, max: 100 };
const MESSAGE_MAX = 500;

const valid: AffiliateForm = {
  fullName: "Somchai Jaidee",
  countryDialingCode: "66",
  mobileNum: "0812345678",
  email: "somchai@example.com",
  contact: "",
  channel: "https://example.com",
  message: "",
};

const errorsWith = (patch: Partial<AffiliateForm>) => affiliateErrors({ ...valid, ...patch });
const nameLength = { kind: "length", min: NAME.min, max: NAME.max };
const namePattern = { kind: "pattern", patternId: NAME.patternId };
const emailLength = { kind: "length", min: EMAIL.min, max: EMAIL.max };
const emailPattern = { kind: "pattern", patternId: EMAIL.patternId };
const channelLength = { kind: "length", min: CHANNEL.min, max: CHANNEL.max };

/** An address of exactly `length` characters: `a…a@example.com`. */
const emailOf = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("affiliate application rules", () => {
  it("accepts a complete application", () => {
    expect(affiliateErrors(valid)).toEqual({});
  });

  describe("full name: required, 2-50, Thai or English letters and spaces (pattern 17)", () => {
    it("requires it; spaces alone do not count", () => {
      expect(errorsWith({ fullName: "" }).fullName).toEqual({ kind: "required" });
      expect(errorsWith({ fullName: "   " }).fullName).toEqual({ kind: "required" });
    });

    it("takes English names of 2 to 50 letters, refusing 1 and 51", () => {
      expect(errorsWith({ fullName: "A" }).fullName).toEqual(nameLength);
      expect(errorsWith({ fullName: "Al" }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "A".repeat(NAME.max) }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "A".repeat(NAME.max + 1) }).fullName).toEqual(nameLength);
    });

    it("takes Thai names of 2 to 50 characters, refusing 1 and 51", () => {
      expect(errorsWith({ fullName: "สมชาย ใจดี" }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "ก" }).fullName).toEqual(nameLength);
      expect(errorsWith({ fullName: "กข" }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "ก".repeat(NAME.max) }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "ก".repeat(NAME.max + 1) }).fullName).toEqual(nameLength);
    });

    it("takes Thai vowels, tone marks and the Thai block's first and last letters", () => {
      // ก U+0E01 is the first Thai letter, ๛ U+0E5B the last character; ่ ้ ั ี ุ are marks real names carry.
      expect(errorsWith({ fullName: "ก๛" }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "ณัฐวุฒิ ศรีสุข" }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "น้ำผึ้ง แก้วตา" }).fullName).toBeUndefined();
    });

    it("takes every English letter, upper and lower case, and a mix of both scripts", () => {
      expect(errorsWith({ fullName: "ABCDEFGHIJKLMNOPQRSTUVWXYZ" }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "abcdefghijklmnopqrstuvwxyz" }).fullName).toBeUndefined();
      expect(errorsWith({ fullName: "Somchai ใจดี" }).fullName).toBeUndefined();
    });

    it("refuses digits, symbols, other scripts and accented letters", () => {
      // The characters on either side of A-Z and a-z, a Lao letter just past the Thai block, and others.
      for (const name of ["Som1chai", "Som@chai", "Som[chai", "Som`chai", "Som{chai", "Som-chai", "Som.chai", "ສົມ", "王小明", "Zoë", "김민수"]) {
        expect(errorsWith({ fullName: name }).fullName, name).toEqual(namePattern);
      }
    });

    it("checks the length before the pattern", () => {
      expect(errorsWith({ fullName: "1" }).fullName).toEqual(nameLength);
      expect(errorsWith({ fullName: "12" }).fullName).toEqual(namePattern);
    });

    it("counts the name without its surrounding spaces", () => {
      expect(errorsWith({ fullName: "  A  " }).fullName).toEqual(nameLength);
      expect(errorsWith({ fullName: ` ${"ก".repeat(NAME.max)} ` }).fullName).toBeUndefined();
    });
  });

  describe("mobile number: 8 to 11 digits, a leading 0 allowed", () => {
    it("requires it and checks its digits", () => {
      expect(errorsWith({ mobileNum: "" }).mobileNum).toEqual({ kind: "required" });
      expect(errorsWith({ mobileNum: "1234567" }).mobileNum).toEqual({ kind: "mobile" });
      expect(errorsWith({ mobileNum: "12345678" }).mobileNum).toBeUndefined();
      expect(errorsWith({ mobileNum: "12345678901" }).mobileNum).toBeUndefined();
      expect(errorsWith({ mobileNum: "012345678901" }).mobileNum).toBeUndefined();
      expect(errorsWith({ mobileNum: "123456789012" }).mobileNum).toEqual({ kind: "mobile" });
    });
  });

  describe("e-mail: required, 6-50, e-mail format (pattern 3)", () => {
    it("requires it", () => {
      expect(errorsWith({ email: "" }).email).toEqual({ kind: "required" });
      expect(errorsWith({ email: "  " }).email).toEqual({ kind: "required" });
    });

    it("takes 6 to 50 characters, refusing 5 and 51", () => {
      expect(errorsWith({ email: "a@b.co" }).email).toBeUndefined();
      expect(errorsWith({ email: "a@b.c" }).email).toEqual(emailLength);
      expect(errorsWith({ email: emailOf(EMAIL.max) }).email).toBeUndefined();
      expect(errorsWith({ email: emailOf(EMAIL.max + 1) }).email).toEqual(emailLength);
    });

    it("refuses what is not an address", () => {
      for (const email of ["somchai.example.com", "somchai@example", "@example.com", "somchai@.com", "som chai@example.com", "<b>@example.com", "som@chai@example.com"]) {
        expect(errorsWith({ email }).email, email).toEqual(emailPattern);
      }
      expect(errorsWith({ email: " somchai@example.com " }).email).toBeUndefined();
    });
  });

  describe("contact: optional, at most 50", () => {
    it("may be empty and holds up to 50 characters", () => {
      expect(errorsWith({ contact: "" }).contact).toBeUndefined();
      expect(errorsWith({ contact: "x".repeat(CONTACT_MAX) }).contact).toBeUndefined();
      expect(errorsWith({ contact: "x".repeat(CONTACT_MAX + 1) }).contact).toEqual({ kind: "tooLong", max: CONTACT_MAX });
      expect(errorsWith({ contact: ` ${"x".repeat(CONTACT_MAX)} ` }).contact).toBeUndefined();
    });
  });

  describe("channel: required, 3-100", () => {
    it("requires it and takes 3 to 100 characters, refusing 2 and 101", () => {
      expect(errorsWith({ channel: "" }).channel).toEqual({ kind: "required" });
      expect(errorsWith({ channel: "   " }).channel).toEqual({ kind: "required" });
      expect(errorsWith({ channel: "ab" }).channel).toEqual(channelLength);
      expect(errorsWith({ channel: "abc" }).channel).toBeUndefined();
      expect(errorsWith({ channel: "เพจ" }).channel).toBeUndefined();
      expect(errorsWith({ channel: "x".repeat(CHANNEL.max) }).channel).toBeUndefined();
      expect(errorsWith({ channel: "x".repeat(CHANNEL.max + 1) }).channel).toEqual(channelLength);
      expect(errorsWith({ channel: " ab " }).channel).toEqual(channelLength);
    });
  });

  describe("message: optional, at most 500", () => {
    it("may be empty and holds up to 500 characters", () => {
      expect(errorsWith({ message: "" }).message).toBeUndefined();
      expect(errorsWith({ message: "x".repeat(MESSAGE_MAX) }).message).toBeUndefined();
      expect(errorsWith({ message: "x".repeat(MESSAGE_MAX + 1) }).message).toEqual({ kind: "tooLong", max: MESSAGE_MAX });
    });
  });

  it("lists every refused field at once and nothing for the dialling code", () => {
    const errors = affiliateErrors({ fullName: "", countryDialingCode: "", mobileNum: "", email: "", contact: "", channel: "", message: "" });
    expect(Object.keys(errors).sort()).toEqual(["channel", "email", "fullName", "mobileNum"]);
  });

  it("sends every value trimmed, the dialling code as chosen", () => {
    const padded: AffiliateForm = {
      fullName: "  สมชาย ใจดี ",
      countryDialingCode: "66",
      mobileNum: " 0812345678 ",
      email: " somchai@example.com ",
      contact: " line:somchai ",
      channel: " https://example.com ",
      message: " hello ",
    };
    expect(trimmedApplication(padded)).toEqual({
      fullName: "สมชาย ใจดี",
      countryDialingCode: "66",
      mobileNum: "0812345678",
      email: "somchai@example.com",
      contact: "line:somchai",
      channel: "https://example.com",
      message: "hello",
    });
  });
});

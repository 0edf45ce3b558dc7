// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PATTERNS } from "../../server/register-patterns";

/** Samples per pattern id: [accepted, rejected]. Patterns are used as `new RegExp(source)` with no flags. */
const SAMPLES: Record<number, [string[], string[]]> = {
  0: [["", "anything at all ✓"], []],
  1: [["a", "demo01", "Ab9"], ["1demo", "de mo", "dé", "demo_1"]],
  2: [["张三", "李四2024"], ["abc", "张 三"]],
  3: [["a@b.co", "first.last+tag@mail.example.com"], ["a@b", "@b.com", "a b@c.com"]],
  4: [["abc", "ABC123"], ["abc!", "a b"]],
  5: [["abc123", "1a"], ["abcdef", "123456", "abc 123", "abc-123"]],
  6: [["0812345678"], ["08-1234", "+66812345678", "๑๒๓"]],
  7: [["Abc123", "ABC"], ["abc123", "Abc-123"]],
  8: [["John Smith"], ["John2", "Jöhn"]],
  9: [["a!b#c"], ["a b", "a\tb"]],
  10: [["张三，你好！", "艾伦·图灵"], ["hello"]],
  11: [["2024-02-29", "1999-12-31"], ["2024-13-01", "24-01-01", "2024/01/01"]],
  12: [["Jöhn Smith", "สมศักดิ์ ใจดี", "张三", "Алексей"], ["John2", "a_b"]],
  13: [["12-31-1999"], ["1999-12-31", "13-01-2024"]],
  14: [["abc123"], ["abc 123", "ก"]],
  15: [["홍길동"], ["홍 길동", "hong"]],
  16: [["สมชาย"], ["สมชาย ใจดี", "somchai"]],
  17: [["สมชาย ใจดี", "Somchai Jaidee", "สมชาย Jaidee"], ["สมชาย2", "张三"]],
  18: [["JOHN SMITH", "A"], ["John", "   ", "123"]],
  19: [["Abc!@#123"], ["abc 123", "ก"]],
  20: [["Abcdef1!"], ["abcdef1!", "ABCDEF1!", "Abcdefg!", "Abcdef12", "Abc def1!"]],
};

describe("PATTERNS", () => {
  it("has a flag-free regex source for every id 0..20", () => {
    for (let id = 0; id <= 20; id += 1) {
      expect(typeof PATTERNS[id], `pattern ${id}`).toBe("string");
      expect(() => new RegExp(PATTERNS[id] ?? ""), `pattern ${id}`).not.toThrow();
    }
  });

  for (const [id, [accepted, rejected]] of Object.entries(SAMPLES)) {
    it(`pattern ${id} accepts and rejects what spec.md section 5 says`, () => {
      const re = new RegExp(PATTERNS[Number(id)] ?? "");
      for (const value of accepted) expect(re.test(value), `${id} should accept ${JSON.stringify(value)}`).toBe(true);
      for (const value of rejected) expect(re.test(value), `${id} should reject ${JSON.stringify(value)}`).toBe(false);
    });
  }
});

import { beforeEach, describe, expect, it } from "vitest";
import { storedLanguage, storeLanguage } from "../../src/app/language-store";

describe("the stored language", () => {
  beforeEach(() => localStorage.clear());

  it("is Thai when nothing or something unsupported is stored", () => {
    expect(storedLanguage()).toBe("th");
    localStorage.setItem("hisLang", "VN");
    expect(storedLanguage()).toBe("th");
  });

  it("reads hisLang first, then the older lang", () => {
    localStorage.setItem("lang", "en");
    expect(storedLanguage()).toBe("en");
    localStorage.setItem("hisLang", "TH");
    expect(storedLanguage()).toBe("th");
  });

  it("keeps a choice under both keys, as the platform does", () => {
    storeLanguage("en");
    expect([localStorage.getItem("lang"), localStorage.getItem("hisLang")]).toEqual(["en", "EN"]);
    expect(storedLanguage()).toBe("en");
  });
});

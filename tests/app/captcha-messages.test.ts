import { describe, expect, it } from "vitest";
import { providerError } from "../../src/app/providers/provider-errors";
import { activateLanguage, i18n } from "../../src/i18n";
import { errorMessage } from "../../src/i18n/error-message";

const text = (message: ReturnType<typeof errorMessage>) => (typeof message === "string" ? message : i18n._(message));

describe("captcha messages: a login captcha refusal names the site's captcha, not 'captcha incorrect or domain not allowed'", () => {
  it("says the site's captcha is wrong, and asks for it when it is demanded", () => {
    activateLanguage("en");
    expect(text(errorMessage({ kind: "server", errorCode: "CAPTCHA_INVALID", message: "x" }))).toBe("The captcha is incorrect");
    expect(text(errorMessage({ kind: "server", errorCode: "CAPTCHA_REQUIRED", message: "x" }))).toBe("Please enter the captcha");
  });

  it("keeps the phone provider's message (spec.md section 8) for the provider's own check", () => {
    activateLanguage("en");
    expect(text(errorMessage(providerError({ code: "auth/captcha-check-failed" })))).toBe("Invalid captcha or non-whitelisted domain");
    expect(text(errorMessage(providerError({ code: "auth/invalid-app-credential" })))).toBe("Invalid captcha or non-whitelisted domain");
  });
});

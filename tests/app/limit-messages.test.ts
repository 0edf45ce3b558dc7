import { describe, expect, it } from "vitest";
import type { ErrorInfo } from "../../contract";
import { activateLanguage, i18n } from "../../src/i18n";
import { errorMessage } from "../../src/i18n/error-message";

const text = (message: ReturnType<typeof errorMessage>) => (typeof message === "string" ? message : i18n._(message));
/** A refusal as the API client hands it over, with a server message the catalogue must not show. */
const refusal = (errorCode: string, value?: unknown): ErrorInfo => ({ kind: "server", errorCode, message: "server's own text", value });

/** 2026-12-02 17:00 UTC is midnight of 3 Dec on the site's clock (Bangkok, UTC+7): a daily period's reset. */
const RESETS_AT = "2026-12-02T17:00:00.000Z";
const deposit = { kind: "deposit", period: "day", amount: 5000, left: 1200.5, resetsAt: RESETS_AT };

describe("a deposit or stake refused at the member's own limit says which limit, what is left and when it resets", () => {
  it("in English", async () => {
    await activateLanguage("en");
    expect(text(errorMessage(refusal("DEPOSIT_LIMIT_REACHED", deposit)))).toBe(
      "This deposit would pass your daily deposit limit of ฿5,000.00: you can deposit up to ฿1,200.50 more until it resets on 3 Dec 2026, 00:00.",
    );
    expect(text(errorMessage(refusal("DEPOSIT_LIMIT_REACHED", { ...deposit, period: "week", left: 0 })))).toBe(
      "You have reached your weekly deposit limit of ฿5,000.00: you can deposit again after it resets on 3 Dec 2026, 00:00.",
    );
    expect(text(errorMessage(refusal("LOSS_LIMIT_REACHED", { kind: "loss", period: "month", amount: 300, left: 0, resetsAt: "2026-12-31T17:00:00.000Z" })))).toBe(
      "You have reached your monthly loss limit of ฿300.00: you can place stakes again after it resets on 1 Jan 2027, 00:00.",
    );
    expect(text(errorMessage(refusal("WAGER_LIMIT_REACHED", { kind: "wager", period: "day", amount: 1000, left: 0, resetsAt: RESETS_AT })))).toBe(
      "You have reached your daily wager limit of ฿1,000.00: you can place stakes again after it resets on 3 Dec 2026, 00:00.",
    );
  });

  it("without a readable value, still names the limit rather than showing the server's text", async () => {
    await activateLanguage("en");
    expect(text(errorMessage(refusal("DEPOSIT_LIMIT_REACHED")))).toBe("This deposit would pass the deposit limit you set.");
    expect(text(errorMessage(refusal("LOSS_LIMIT_REACHED", { kind: "loss" })))).toBe("You have reached the loss limit you set: no more stakes until it resets.");
    expect(text(errorMessage(refusal("WAGER_LIMIT_REACHED", { ...deposit, resetsAt: "soon" })))).toBe("You have reached the wager limit you set: no more stakes until it resets.");
  });

  it("in Thai, amounts in baht and the date in the Buddhist era", async () => {
    await activateLanguage("th");
    const shown = text(errorMessage(refusal("DEPOSIT_LIMIT_REACHED", deposit)));
    expect(shown).toContain("วงเงินฝากรายวัน");
    expect(shown).toContain("฿5,000.00");
    expect(shown).toContain("฿1,200.50");
    // 2026 CE is 2569 BE.
    expect(shown).toMatch(/3 ธ\.ค\. 2569/);
    expect(shown).not.toContain("server's own text");
    expect(text(errorMessage(refusal("NO_PENDING_LIMIT_CHANGE")))).toBe("การเปลี่ยนแปลงนี้ไม่ได้รอมีผลแล้ว: มีผลไปแล้วหรือถูกยกเลิก");
  });

  it("the page's own refusals have catalogue messages", async () => {
    await activateLanguage("en");
    expect(text(errorMessage(refusal("NO_PENDING_LIMIT_CHANGE")))).toBe("That change is no longer pending: it has taken effect or was cancelled");
    expect(text(errorMessage(refusal("LIMIT_OUT_OF_RANGE")))).toBe("The amount is outside the range a limit may take");
  });
});

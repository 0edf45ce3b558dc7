import { expect, test, type Locator, type Page } from "./fixtures";
import { buddhistYearsShown, gregorianYearsShown } from "./calendar-years";
import { loginToken, resetServer, useEnglish, withStoredToken } from "./support";

// One calendar per language: a Thai page shows every year in the Buddhist era (the Gregorian year + 543), inputs and
// pickers included; an English page shows Gregorian years.

test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** The member centre's pages with a date range (betting records, profit and loss, account records, bonus details). */
const RECORDS_PAGES = ["/member/personalHistoryCopy", "/member/personalProfit", "/member/transactionHistory", "/member/bonusDetails"];

/** Today's Gregorian year on the site's clock (Bangkok, UTC+7), as the records' range ends today. */
const gregorianYear = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

const dropdown = (page: Page) => page.locator("[data-dates-dropdown]");
const levelControl = (page: Page) => dropdown(page).locator("[class*='calendarHeaderLevel']");

/**
 * Opens the picker behind `input`, then its year and decade levels, and at each step collects what `check` returns
 * (the wrong calendar's years shown); the header's text at each level is returned for the caller's own checks.
 */
async function walkPicker(page: Page, input: Locator, check: (page: Page) => Promise<string[]>, where: string): Promise<string[]> {
  await input.click();
  await expect(dropdown(page)).toBeVisible();
  const headers: string[] = [];
  for (const level of ["month", "year", "decade"]) {
    headers.push((await levelControl(page).textContent()) ?? "");
    expect.soft(await check(page), `${where}, ${level} level: years of the other calendar`).toEqual([]);
    if (level !== "decade") await levelControl(page).click();
  }
  // Escape closes the dropdown from within it (the input keeps no key handler for it).
  await dropdown(page).locator("button").first().press("Escape");
  await expect(dropdown(page)).toBeHidden();
  return headers;
}

test("Thai: the records pages and the birthday show Buddhist-era years only, pickers included", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await withStoredToken(page, await loginToken(baseURL!));
  const buddhist = String(gregorianYear() + 543);

  for (const path of RECORDS_PAGES) {
    await page.goto(path);
    const range = page.getByTestId("records-range");
    await expect(range).toContainText(buddhist);
    const input = page.getByRole("button", { name: "ช่วงวันที่" });
    // The input and the line below it name the same days in the same calendar ("26/11/2569 – 02/12/2569").
    await expect(input).toHaveText(new RegExp(`^\\d{2}/\\d{2}/25\\d\\d – \\d{2}/\\d{2}/${buddhist}$`));
    expect.soft(await gregorianYearsShown(page), `${path}: Gregorian years`).toEqual([]);
    const [month, year, decade] = await walkPicker(page, input, gregorianYearsShown, path);
    expect.soft(month, `${path}: month header`).toMatch(/^\S+ 25\d\d$/);
    expect.soft(year, `${path}: year header`).toMatch(/^25\d\d$/);
    expect.soft(decade, `${path}: decade header`).toMatch(/^25\d\d – 25\d\d$/);
  }

  // The seeded birthday (12 April 1990) in the Buddhist era; a typed Buddhist-era day is saved as the day it names.
  await page.goto("/member/securityCenter");
  const birthday = page.getByRole("textbox", { name: "วันเกิด" });
  await expect(birthday).toHaveValue("12/04/2533");
  expect.soft(await gregorianYearsShown(page), "security centre: Gregorian years").toEqual([]);
  const [month] = await walkPicker(page, birthday, gregorianYearsShown, "security centre birthday");
  expect.soft(month, "birthday month header").toBe("เมษายน 2533");
  await birthday.fill("01/02/2543");
  await page.getByRole("button", { name: "บันทึกข้อมูลส่วนตัว" }).click();
  await expect(page.getByText("บันทึกข้อมูลส่วนตัวเรียบร้อยแล้ว")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "วันเกิด" })).toHaveValue("01/02/2543");
});

test("English: the records pages and the birthday show Gregorian years, pickers included", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await useEnglish(page);
  await withStoredToken(page, await loginToken(baseURL!));
  const gregorian = String(gregorianYear());

  await page.goto("/member/personalHistoryCopy");
  await expect(page.getByTestId("records-range")).toContainText(gregorian);
  const input = page.getByRole("button", { name: "Date range" });
  await expect(input).toHaveText(new RegExp(`^\\d{2}/\\d{2}/20\\d\\d – \\d{2}/\\d{2}/${gregorian}$`));
  expect(await buddhistYearsShown(page), "Buddhist-era years on an English page").toEqual([]);
  const [month, year, decade] = await walkPicker(page, input, buddhistYearsShown, "English betting records");
  expect(month).toMatch(/^[A-Z][a-z]+ 20\d\d$/);
  expect(year).toMatch(/^20\d\d$/);
  expect(decade).toMatch(/^20\d0 – 20\d9$/);

  await page.goto("/member/securityCenter");
  await expect(page.getByRole("textbox", { name: "Birthday" })).toHaveValue("12/04/1990");
  expect(await buddhistYearsShown(page), "Buddhist-era years on the English security centre").toEqual([]);
});

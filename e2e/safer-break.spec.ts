import { expect, test, type Page } from "./fixtures";
import { dismissPopups, loginToken, resetServer, useEnglish, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => resetServer(request));

async function open(page: Page, path: string) {
  await page.goto(path);
  await dismissPopups(page);
}

test("a time-out asks for the login password and a confirmation, ends the session, and a new sign-in opens only withdrawals, records and safer play", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await useEnglish(page);
  await withStoredToken(page, await loginToken(baseURL!));
  await open(page, "/member/responsibleGaming");

  const section = page.getByRole("region", { name: "Take a break" });
  await section.getByRole("radio", { name: "7 days" }).check();
  // Nothing is sent without the login password.
  await section.getByRole("button", { name: "Take the break" }).click();
  await expect(section.getByText("Enter your login password to confirm the break")).toBeVisible();
  await section.getByLabel("Login password").fill("Demo1234");
  await section.getByRole("button", { name: "Take the break" }).click();

  const dialog = page.getByRole("dialog", { name: "Take a break from play?" });
  await expect(dialog.getByTestId("break-warning")).toContainText("A time-out of 7 days, until about");
  await dialog.getByRole("button", { name: "Start the break" }).click();
  // Every session ended: the member is signed out and leaves the member centre.
  await expect(page).not.toHaveURL(/responsibleGaming/);

  // A new sign-in (another tab) is withdraw-only: other pages send it to safer play, which shows the end date.
  const again = await context.newPage();
  await useEnglish(again);
  await withStoredToken(again, await loginToken(baseURL!));
  await open(again, "/member/depositv2");
  await expect(again).toHaveURL(/\/member\/responsibleGaming$/);
  await expect(again.getByTestId("break-banner")).toContainText("You are on a time-out until");
  await expect(again.getByTestId("break-in-force")).toContainText("You are on a time-out until");
  await open(again, "/member/withdraw");
  await expect(again).toHaveURL(/\/member\/withdraw$/);
  await expect(again.getByTestId("break-banner")).toBeVisible();
});

import { expect, test } from "./fixtures";
import { builtCatalogue } from "./studio-support";
import { dismissPopups, resetServer, useEnglish } from "./support";

// The studio's live view fed by the real app (its live switch `?studio=live`, src/app/studio-live.ts): while the app
// signs in in one page, the studio in another marks `login` moving through its states. The states come from the
// catalogue; the account is the seed's demo member.
const login = builtCatalogue().machines.find((m) => m.id === "login")!;
const leaf = (key: string) => login.states.find((s) => s.key === key && !login.states.some((c) => c.parentId === s.id))!.id;
const editing = leaf("editing");
const submitting = leaf("submitting");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("live: the studio follows the app's login through editing and submitting while the app signs in", async ({ page, context, request }) => {
  await resetServer(request);
  await page.addInitScript(() => localStorage.setItem("studioLang", "en"));
  await page.goto("/studio/#/live");
  await expect(page.getByTestId("live-waiting")).toBeVisible();

  const app = await context.newPage();
  await useEnglish(app);
  await app.goto("/login?studio=live");
  await dismissPopups(app);
  const dialog = app.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Demo1234");

  await page.getByTestId("live-actors").getByRole("button", { name: /^login/ }).first().click();
  await expect(page.locator(`[data-testid="live-diagram"][data-machine="login"] [data-state="${editing}"][data-active="true"]`)).toBeVisible();

  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(app.getByText("฿1,000.00")).toBeVisible();
  // It went through submitting on its way out (the studio keeps each actor's trail of states).
  await expect(page.getByTestId("live-state")).toHaveAttribute("data-trail", new RegExp(`${escape(editing)}.*\\|.*${escape(submitting)}`));
  await expect(page.getByTestId("live-events")).toContainText("LOGIN.SUBMIT");
  // The typed password never reaches the studio.
  await expect(page.getByTestId("live-events")).not.toContainText("Demo1234");
});

import { expect, test } from "./fixtures";
import { dev, resetServer, useEnglish } from "./support";

test.beforeEach(async ({ request, page }) => {
  await resetServer(request);
  await useEnglish(page);
});

test("running: the lobby with the header, guest actions and notices", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
  await expect(page.locator("footer")).toContainText("Royal Play");
  await expect(page.locator("#loading-cover")).toBeHidden();
});

test("maintenance: end time, info text, customer service, and refresh back into the site", async ({ page, request }) => {
  await dev(request, "POST", "/system", { status: 1, maintenanceEnd: "2026-12-01T06:00:00Z" });
  await page.goto("/rng");
  await expect(page.getByRole("heading", { name: "System maintenance" })).toBeVisible();
  await expect(page.getByText(/2026/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Customer service" })).toBeVisible();

  await dev(request, "POST", "/system", { status: 0 });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("heading", { name: "System maintenance" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
  // The address the visitor came for survives maintenance.
  await expect(page).toHaveURL(/\/rng$/);
});

test("region blocked: the visitor's IP and a customer-service button", async ({ page, request }) => {
  await dev(request, "POST", "/system", { status: 2, location: { ip: "198.51.100.23", country: "XX" } });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Access restricted" })).toBeVisible();
  await expect(page.getByText("198.51.100.23")).toBeVisible();
  await expect(page.getByRole("button", { name: "Customer service" })).toBeVisible();
});

test("maintenance wins over region restriction when a running site goes down mid-visit", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
  await dev(request, "POST", "/system", { status: 1 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "System maintenance" })).toBeVisible();
});

test("invalid domain: message and retry", async ({ page, request }) => {
  await dev(request, "POST", "/system", { domainValid: false });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Invalid URL" })).toBeVisible();
  await dev(request, "POST", "/system", { domainValid: true });
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
});

test("a failed boot shows the network message with retry, never a blank page", async ({ page, request }) => {
  await dev(request, "POST", "/faults", { path: "/wps/system/status", kind: "status", status: 500, times: 1 });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "We could not reach the site" })).toBeVisible();
  await expect(page.getByText("Network link is abnormal, please try again")).toBeVisible();
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
});

test("pages that need a session send a guest to /login", async ({ page }) => {
  await page.goto("/lottery?gameCode=TCG_LOTTO_VN");
  await expect(page).toHaveURL(/\/login$/);
});

test("a page whose code cannot be loaded shows the retry page, not the loading cover", async ({ page }) => {
  await page.route(/\/assets\/GameCentrePage-[^/]*\.js$/, (route) => route.abort());
  await page.goto("/rng");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page.locator("#loading-cover")).toBeHidden();
});

test("the app's code failing to load once: the page reloads and the site comes up, instead of staying on the loading cover", async ({ page }) => {
  let refused = 0;
  await page.route(/\/assets\/initial-[^/]*\.js$/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
  await expect(page.locator("#loading-cover")).toBeHidden();
  expect(refused).toBe(2);
});

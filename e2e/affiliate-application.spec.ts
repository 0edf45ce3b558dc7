import { expect, test } from "./fixtures";
import { dev, dismissPopups, loginToken, resetServer, useEnglish, withStoredToken } from "./support";

// A member applies to become an affiliate from /agent/affiliateApplication.

test.beforeEach(async ({ request, page }) => {
  await resetServer(request);
  await useEnglish(page);
});

test("a member's application: field errors, a failed send that keeps everything, a server refusal in the user's language, then received", async ({ page, request, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!, "demo", "Demo1234"));
  await page.goto("/agent/affiliateApplication");
  await dismissPopups(page);
  const send = page.getByRole("button", { name: "Send application" });
  await send.click();
  await expect(page.getByText("Input cannot be empty")).toHaveCount(4);

  await page.getByRole("textbox", { name: /^Full name/ }).fill("Somchai Jaidee");
  await page.getByRole("textbox", { name: /^Mobile number/ }).fill("0891234567");
  await page.getByRole("textbox", { name: /^E-mail/ }).fill("somchai@example.com");
  await page.getByRole("textbox", { name: /^LINE ID or other contact/ }).fill("somchai.line");
  const channel = page.getByRole("textbox", { name: /^Where you will promote/ });
  await channel.fill("<b>my page</b>");
  await page.getByRole("textbox", { name: /^Message/ }).fill("I run a Thai slots review page.");

  // The server refuses markup in its own words, in the user's language.
  await send.click();
  await expect(page.getByRole("alert")).toHaveText("Where you will promote: the format is not valid");

  // A failed request loses nothing typed.
  await channel.fill("https://somchai-slots.example");
  await dev(request, "POST", "/faults", { path: "/wps/agent/affiliate/application", kind: "status", status: 500, times: 1 });
  await send.click();
  await expect(page.getByRole("alert")).toHaveText("Network link is abnormal, please try again");
  await expect(page.getByRole("textbox", { name: /^Full name/ })).toHaveValue("Somchai Jaidee");
  await expect(channel).toHaveValue("https://somchai-slots.example");

  await send.click();
  const received = page.getByRole("status").filter({ hasText: "Application received" });
  await expect(received).toContainText(/Your reference is aff-[0-9a-f]+\./);
  const stored = (await dev(request, "GET", "/affiliate-applications")) as Array<{ full_name: string; mobile: string; channel: string }>;
  expect(stored).toEqual([expect.objectContaining({ full_name: "Somchai Jaidee", mobile: "+66891234567", channel: "https://somchai-slots.example" })]);
});

import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { createApiClient } from "../src/api/http-client";
import { dev, dismissPopups, loginToken, resetServer, useEnglish, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** A trial (free-play) session token from the real, encrypted call. */
async function trialToken(baseURL: string): Promise<string> {
  const api = createApiClient({ baseURL, timeoutMs: 10_000, token: () => null, merchant: () => "DEMO", language: () => "en", onUnauthorized: () => {}, onMaintenance: () => {} });
  return (await api.request("freePlay", { body: { os: "Linux", platform: "W" } })).token;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** Presses "Send code" beside the code field labelled `label` and waits for its countdown. */
async function sendBeside(scope: Locator, label: string, send = "Send code", resend = /^Resend in \d+s$/) {
  const group = scope.locator(".mantine-Group-root").filter({ has: scope.page().getByRole("textbox", { name: label, exact: true }) });
  await group.getByRole("button", { name: send }).click();
  await expect(group.getByRole("button", { name: resend })).toBeVisible();
}

/** The last code of `purpose` in the dev SMS outbox for an international number. */
async function smsCode(request: APIRequestContext, mobile: string, purpose: string): Promise<string> {
  return ((await dev(request, "GET", `/sms?mobile=${encodeURIComponent(mobile)}&purpose=${purpose}`)) as { code: string }).code;
}

/** The code in the last mail to `to` in the dev mail outbox. */
async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  const mail = (await dev(request, "GET", `/email?to=${encodeURIComponent(to)}`)) as { body: string };
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  expect(code, mail.body).toBeDefined();
  return code!;
}

/** "HH:mm" and "D MMM" on the site's clock (Bangkok, UTC+7) 24 hours after `ms`, in English and Thai. */
function opensAt(ms: number): { time: string; en: string; th: string } {
  const at = new Date(ms + 24 * 3_600_000 + 7 * 3_600_000);
  const time = at.toISOString().slice(11, 16);
  const en = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][at.getUTCMonth()];
  const th = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."][at.getUTCMonth()];
  return { time, en: `${at.getUTCDate()} ${en}`, th: `${at.getUTCDate()} ${th}` };
}

/** The hold's time as the page may show it: the server's clock read just before and after the change (a minute may turn). */
async function holdTimes(request: APIRequestContext, change: () => Promise<void>) {
  const before = ((await dev(request, "GET", "/clock")) as { nowMs: number }).nowMs;
  await change();
  const after = ((await dev(request, "GET", "/clock")) as { nowMs: number }).nowMs;
  return [opensAt(before), opensAt(after)];
}
const anyOf = (texts: string[]) => new RegExp(texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));

const JOURNEY = {
  TH: {
    lang: "TH",
    mobileRegion: "เบอร์มือถือ",
    loginPassword: "รหัสผ่านเข้าสู่ระบบ",
    oldMobileCode: "รหัสที่ส่งไปยังหมายเลขปัจจุบัน",
    newMobile: "หมายเลขโทรศัพท์มือถือใหม่",
    newMobileCode: "รหัสที่ส่งไปยังหมายเลขใหม่",
    send: "ส่งรหัส",
    resend: /^ส่งใหม่ใน \d+ วิ$/,
    changeMobile: "เปลี่ยนหมายเลขโทรศัพท์มือถือ",
    boundNumber: "หมายเลขที่ผูกไว้: 081****333",
    email: "อีเมล",
    saveProfile: "บันทึกข้อมูลส่วนตัว",
    confirmTitle: "ยืนยันอีเมลใหม่",
    emailCode: "รหัสที่ส่งไปยังอีเมลปัจจุบัน",
    confirm: "ยืนยันและบันทึก",
    mobileHold: (o: ReturnType<typeof opensAt>) => `การกู้คืนบัญชีด้วยหมายเลขใหม่จะเปิดให้ใช้เวลา ${o.time} น. วันที่ ${o.th}`,
    emailHold: (o: ReturnType<typeof opensAt>) => `การกู้คืนบัญชีด้วยอีเมลใหม่จะเปิดให้ใช้เวลา ${o.time} น. วันที่ ${o.th}`,
    wrongPassword: "รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง",
  },
  EN: {
    lang: "EN",
    mobileRegion: "Mobile number",
    loginPassword: "Login password",
    oldMobileCode: "Code sent to the current number",
    newMobile: "New mobile number",
    newMobileCode: "Code sent to the new number",
    send: "Send code",
    resend: /^Resend in \d+s$/,
    changeMobile: "Change mobile number",
    boundNumber: "Bound number: 081****333",
    email: "E-mail",
    saveProfile: "Save profile",
    confirmTitle: "Confirm the new e-mail",
    emailCode: "Code sent to the current e-mail",
    confirm: "Confirm and save",
    mobileHold: (o: ReturnType<typeof opensAt>) => `Recovery by the new number opens at ${o.time} on ${o.en}`,
    emailHold: (o: ReturnType<typeof opensAt>) => `Recovery by the new e-mail opens at ${o.time} on ${o.en}`,
    wrongPassword: "The login password is incorrect",
  },
} as const;

for (const words of [JOURNEY.TH, JOURNEY.EN]) {
  test(`changes the mobile number and the e-mail the new way (${words.lang}): login password, a code to the old channel, the 24-hour hold shown`, async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    if (words.lang === "EN") await useEnglish(page);
    await withStoredToken(page, await loginToken(baseURL!));
    await page.goto("/member/securityCenter");
    await dismissPopups(page);

    // The mobile number: the login password, the code sent to the bound number, the new number and its code.
    const mobile = page.getByRole("region", { name: words.mobileRegion });
    await mobile.getByLabel(words.loginPassword, { exact: true }).fill("Demo1234");
    await sendBeside(mobile, words.oldMobileCode, words.send, words.resend);
    await mobile.getByRole("textbox", { name: words.oldMobileCode, exact: true }).fill(await smsCode(request, "+66898765432", "oldMobile"));
    await mobile.getByRole("textbox", { name: words.newMobile, exact: true }).fill("0812223333");
    await sendBeside(mobile, words.newMobileCode, words.send, words.resend);
    await mobile.getByRole("textbox", { name: words.newMobileCode, exact: true }).fill(await smsCode(request, "+66812223333", "bindMobile"));
    const mobileTimes = await holdTimes(request, async () => {
      await mobile.getByRole("button", { name: words.changeMobile }).click();
      await expect(mobile.getByText(words.boundNumber, { exact: true })).toBeVisible();
    });
    await expect(mobile.getByText(anyOf(mobileTimes.map(words.mobileHold)))).toBeVisible();
    // The old number was told.
    await dev(request, "GET", "/sms?mobile=%2B66898765432&purpose=securityNotice");

    // The e-mail: saving a new one opens the confirmation; a wrong password is refused, then the mailed code and the right one.
    await field(page, words.email).fill("somchai.new@example.net");
    await page.getByRole("button", { name: words.saveProfile }).click();
    const confirmation = page.getByRole("form", { name: words.confirmTitle });
    await expect(confirmation).toBeVisible();
    await confirmation.getByLabel(words.loginPassword, { exact: true }).fill("Wrong1234");
    await sendBeside(confirmation, words.emailCode, words.send, words.resend);
    await confirmation.getByRole("textbox", { name: words.emailCode, exact: true }).fill(await mailedCode(request, "demo@example.com"));
    await confirmation.getByRole("button", { name: words.confirm }).click();
    await expect(confirmation.getByText(words.wrongPassword)).toBeVisible();
    await confirmation.getByLabel(words.loginPassword, { exact: true }).fill("Demo1234");
    const emailTimes = await holdTimes(request, async () => {
      await confirmation.getByRole("button", { name: words.confirm }).click();
      await expect(confirmation).toBeHidden();
    });
    await expect(field(page, words.email)).toHaveValue("somchai.new@example.net");
    await expect(page.getByText(anyOf(emailTimes.map(words.emailHold)))).toBeVisible();
    // The old address was told.
    const notice = (await dev(request, "GET", "/email?to=demo%40example.com")) as { subject: string };
    expect(notice.subject).toBe(words.lang === "TH" ? "อีเมลของคุณถูกเปลี่ยนแล้ว" : "Your e-mail was changed");
  });
}

test("the security centre in Thai, then in English: profile, mobile binding, payment password and the security level", async ({ page, request, baseURL }) => {
  test.setTimeout(40_000);
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/member/securityCenter");
  await dismissPopups(page);

  // Thai first (the default): the seeded demo profile.
  await expect(page.getByRole("heading", { name: "ศูนย์ความปลอดภัย", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^ศูนย์ความปลอดภัย \|/);
  await expect(field(page, "ชื่อเล่น")).toHaveValue("Demo");
  await expect(page.getByRole("heading", { name: "ระดับความปลอดภัย: ปานกลาง" })).toBeVisible();
  await field(page, "ที่อยู่").fill("");
  await page.getByRole("button", { name: "บันทึกข้อมูลส่วนตัว" }).click();
  await expect(page.getByText("ช่องนี้ต้องไม่ว่าง")).toBeVisible();

  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();
  await expect(page.getByRole("heading", { name: "Security centre", level: 1 })).toBeVisible();

  // Profile: the real name is read-only; a script-bearing address is refused by the server, naming the field.
  await expect(field(page, "Real name")).toHaveAttribute("readonly", "");
  await field(page, "Nickname").fill("Lucky");
  await field(page, "Address").fill("<b>1</b> Main Road");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Address: the format is incorrect")).toBeVisible();
  await field(page, "Address").fill("1 Main Road, Bangkok");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile was saved.")).toBeVisible();

  // Mobile: the login password, a code to the bound number and a code to the new one; a wrong new code is refused.
  const mobile = page.getByRole("region", { name: "Mobile number" });
  await mobile.getByLabel("Login password", { exact: true }).fill("Demo1234");
  await sendBeside(mobile, "Code sent to the current number");
  const oldCode = await smsCode(request, "+66898765432", "oldMobile");
  await mobile.getByRole("textbox", { name: "Code sent to the current number" }).fill(oldCode);
  await field(page, "New mobile number").fill("0811112222");
  await sendBeside(mobile, "Code sent to the new number");
  const code = await smsCode(request, "+66811112222", "bindMobile");
  await mobile.getByRole("textbox", { name: "Code sent to the new number" }).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Change mobile number" }).click();
  await expect(page.getByText("Verification code not valid")).toBeVisible();
  await mobile.getByRole("textbox", { name: "Code sent to the new number" }).fill(code);
  await page.getByRole("button", { name: "Change mobile number" }).click();
  await expect(page.getByText("The mobile number 081****222 is now bound.")).toBeVisible();
  await expect(page.getByText("Bound number: 081****222")).toBeVisible();

  // Payment password: a first one (with the login password), then a change with a wrong old one.
  const payment = page.getByRole("region", { name: "Payment password" });
  await payment.getByLabel("Login password", { exact: true }).fill("Demo1234");
  await page.getByLabel("New payment password (6 digits)").fill("12345");
  await page.getByRole("button", { name: "Set payment password" }).click();
  await expect(page.getByText("Please fill in your password with 6 characters")).toBeVisible();
  await page.getByLabel("New payment password (6 digits)").fill("123456");
  await page.getByLabel("Confirm the new payment password").fill("123456");
  await page.getByRole("button", { name: "Set payment password" }).click();
  await expect(page.getByText("Your payment password was saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Security level: High" })).toBeVisible();
  await page.getByRole("button", { name: "Change the payment password" }).click();
  await payment.getByLabel("Login password", { exact: true }).fill("Demo1234");
  await page.getByLabel("Old payment password", { exact: true }).fill("000000");
  await page.getByLabel("New payment password (6 digits)").fill("654321");
  await page.getByLabel("Confirm the new payment password").fill("654321");
  await page.getByRole("button", { name: "Change payment password" }).click();
  await expect(page.getByText("The payment password is incorrect")).toBeVisible();

  // The login password: the existing change-password dialog.
  await page.getByRole("button", { name: "Change password", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Change password" })).toBeVisible();
});

test("a trial account typing a member page gets the real-account dialog; an unknown member page is not found", async ({ page, baseURL }) => {
  test.setTimeout(30_000);
  await useEnglish(page);
  await withStoredToken(page, await trialToken(baseURL!));
  await page.goto("/member/securityCenter");
  await expect(page.getByRole("dialog", { name: "A real account is needed" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Security centre" })).toHaveCount(0);

  await page.goto("/member/nonsense");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \|/);
  // The agent centre's unknown pages too (not /login).
  await page.goto("/agent/nonsense");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/nonsense$/);
});

import { FLOW_MACHINES } from "../../scripts/replay/flows";
import { steadyContext } from "../connection";
import { expect, test, workerBaseURL, type Page } from "../fixtures";
import { ensureInspectorApp, serveClientFrom } from "../inspector-build";
import { recordInspection } from "../inspector-stand-in";
import { observedValues } from "../machine-paths/drive";
import { dismissPopups, loginToken, resetServer } from "../support";
import { createShooter, SCREENS_DIR, type Lang } from "./shooter";

/**
 * `npm run studio` only (not a *.spec.ts: `npm test` never runs it): the main state of each page flow, pictured in
 * Thai and English, desktop and phone. Each page is opened as the account that can see it; the flow's state is read
 * from what the app tells the (stand-in) inspector, and the picture is credited to the states active then.
 */
const PAGES: { path: string; flow: string; as?: [string, string] }[] = [
  { path: "/hot", flow: "gameList" },
  { path: "/lottery", flow: "lottery", as: ["player1", "Player123"] },
  { path: "/fbSports", flow: "fbSports", as: ["player1", "Player123"] },
  { path: "/promotions", flow: "promotions" },
  { path: "/down", flow: "appDownload" },
  { path: "/member/depositv2", flow: "deposit", as: ["demo", "Demo1234"] },
  { path: "/member/transferFund", flow: "transfer", as: ["demo", "Demo1234"] },
  { path: "/member/withdraw", flow: "withdraw", as: ["demo", "Demo1234"] },
  { path: "/member/transactionHistory", flow: "records", as: ["demo", "Demo1234"] },
  { path: "/member/rewardCenter", flow: "rewardCentre", as: ["demo", "Demo1234"] },
  { path: "/member/securityCenter", flow: "securityProfile", as: ["demo", "Demo1234"] },
  { path: "/member/referral", flow: "referral", as: ["demo", "Demo1234"] },
  { path: "/member/manualRebate", flow: "manualRebate", as: ["demo", "Demo1234"] },
  { path: "/member/responsibleGaming", flow: "saferPlay", as: ["demo", "Demo1234"] },
  { path: "/member/messageV2", flow: "messages", as: ["demo", "Demo1234"] },
  { path: "/vip", flow: "vip", as: ["demo", "Demo1234"] },
  { path: "/pointMall", flow: "pointMall", as: ["demo", "Demo1234"] },
  { path: "/member/transferUpline", flow: "transferUpline", as: ["player1", "Player123"] },
  { path: "/agent/registerCenter", flow: "registerDownline", as: ["agent", "Agent1234"] },
  { path: "/agent/downlineManagmentView", flow: "downlineList", as: ["agent", "Agent1234"] },
  { path: "/agent/agentRealtimeSalary", flow: "agentReport", as: ["agent", "Agent1234"] },
];

/** The flow's latest state once it has stayed the same for a moment (its calls answered). */
async function settledValue(page: Page, messages: string[], flow: string): Promise<string> {
  let last = "";
  let since = Date.now();
  await expect
    .poll(
      () => {
        const now = observedValues(messages, flow).at(-1) ?? "";
        if (now !== last) [last, since] = [now, Date.now()];
        return now !== "" && Date.now() - since > 800;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
  return last;
}

// Only playwright.studio.config.ts runs this file, from `npm run studio`, which names the pictures' folder.
if (!SCREENS_DIR) throw new Error("pictures are taken by `npm run studio` (STUDIO_SCREENS_DIR names their folder)");

const tokens = new Map<string, string>();

test.beforeAll(async ({ request }, info) => {
  info.setTimeout(300_000);
  ensureInspectorApp();
  await resetServer(request);
});

// One test per page and language: a page whose flow does not settle loses its pictures, not the others'.
for (const lang of ["th", "en"] as Lang[]) {
  for (const { path, flow, as } of PAGES) {
    test(`${flow} (${path}) in ${lang}`, async ({ browser }, info) => {
      const baseURL = workerBaseURL(info);
      const machine = FLOW_MACHINES[flow]!;
      const messages: string[] = [];
      const context = await steadyContext(browser, { baseURL, viewport: { width: 1280, height: 800 } });
      try {
        await recordInspection(context, messages);
        await serveClientFrom(context, baseURL, "dist-inspector");
        const token = as ? (tokens.get(as[0]) ?? (await loginToken(baseURL, as[0], as[1]))) : undefined;
        if (as && token) tokens.set(as[0], token);
        await context.addInitScript(
          ([language, session]) => {
            localStorage.setItem("hisLang", language.toUpperCase());
            if (session && !sessionStorage.getItem("token")) sessionStorage.setItem("token", session);
          },
          [lang, token ?? ""] as const,
        );
        const page = await context.newPage();
        await page.goto(path);
        await dismissPopups(page);
        const value = await settledValue(page, messages, flow);
        await createShooter(machine, `page-${flow}-${lang}`).shoot(page, JSON.parse(value) as unknown, lang, false);
      } finally {
        await context.close();
      }
    });
  }
}

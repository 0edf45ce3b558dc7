// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReferenceServer, type ReferenceServer } from "../../server/app";
import { buildCatalogue } from "../../scripts/catalogue/build";

const outDir = mkdtempSync(join(tmpdir(), "catalogue-"));
const read = (path: string) => readFileSync(join(outDir, path), "utf8");
/** The machines on disk, listed here independently of the catalogue's own discovery. */
const machineFiles = readdirSync("machines")
  .filter((file) => file.endsWith(".machine.ts"))
  .map((file) => file.replace(/\.machine\.ts$/, ""));

beforeAll(async () => {
  await buildCatalogue(process.cwd(), outDir);
}, 300_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the offline machine catalogue (npm run catalogue)", () => {
  it("has a page, a diagram and an index entry for every machine under machines/", () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(28);
    const index = read("index.html");
    const pages = readdirSync(join(outDir, "machines"));
    const missing = machineFiles.filter(
      (file) => !index.includes(`href="machines/${file}.html"`) || !pages.includes(`${file}.html`) || !pages.includes(`${file}.svg`),
    );
    expect(missing).toEqual([]);
  });

  it("needs no network: no page or diagram loads anything from elsewhere", () => {
    const files = ["index.html", ...readdirSync(join(outDir, "machines")).map((file) => `machines/${file}`)];
    const remote = files.filter((file) => /(src|href)="(https?:)?\/\//.test(read(file)) || /url\((https?:)?\/\//.test(read(file)));
    expect(remote).toEqual([]);
  });

  it("draws nested and parallel states, guards and delays from the machine (login)", () => {
    const svg = read("machines/login.svg");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // login.active is parallel: its regions captcha and form are drawn dashed inside it.
    expect(svg).toContain('class="state parallel" data-state="login.active"');
    expect(svg).toContain('class="state compound region" data-state="login.active.captcha"');
    expect(svg).toContain('class="state compound region" data-state="login.active.form"');
    expect(svg).toContain('data-state="login.active.captcha.shown.cooling"');
    expect(svg).toContain(">after 1 s<");
    expect(svg).toContain(">LOGIN.SUBMIT [isValid]<");
    expect(svg).toContain("invoke fetchCaptcha");
  });

  it("lists each event with its payload shape and the actors a machine invokes (withdraw)", () => {
    const page = read("machines/withdraw.html");
    expect(page).toContain("<code>{ type: &quot;PASSWORD.CHANGE&quot;; text: string }</code>");
    expect(page).toContain("<code>{ type: &quot;BANK.CHANGE&quot;; field: BankField; value: string }</code>");
    expect(page).toContain("<td><code>requestWithdrawal</code></td>");
    expect(page).toContain("input <code>{ request: WithdrawRequest; key: string }</code>");
    expect(page).toContain("Withdraw: bank account binding (which sets the payment password)");
  });

  it("tells the generated paths in plain words, with the coverage they reach (deposit)", () => {
    const page = read("machines/deposit.html");
    expect(page).toContain(
      "Given deposit starts in loading with input {&quot;keyPrefix&quot;:&quot;k&quot;}, when loadDeposit fails (network), then it is in loadFailed; when DEPOSIT.REFRESH, then it is in loading.",
    );
    expect(page).toContain("Model <code>deposit</code>: 150 paths");
    expect(read("index.html")).toContain("states 5/5, transitions 10/10, paths 150");
  });

  it("is served under /catalogue with the dev routes, and not without them", async () => {
    const withDev: ReferenceServer = await createReferenceServer({ databaseUrl: ":memory:", devRoutes: true, catalogueDir: outDir, log: false });
    const withoutDev: ReferenceServer = await createReferenceServer({ databaseUrl: ":memory:", devRoutes: false, catalogueDir: outDir, log: false });
    try {
      const index = await withDev.app.request("/catalogue/");
      expect(index.status).toBe(200);
      expect(await index.text()).toContain("<h1>Machine catalogue</h1>");
      const svg = await withDev.app.request("/catalogue/machines/deposit.svg");
      expect(svg.status).toBe(200);
      expect(svg.headers.get("content-type")).toContain("image/svg+xml");
      expect((await withDev.app.request("/catalogue/machines/nothing.html")).status).toBe(404);
      const hidden = await withoutDev.app.request("/catalogue/");
      expect(await hidden.text()).not.toContain("Machine catalogue");
    } finally {
      await withDev.close();
      await withoutDev.close();
    }
  });
});

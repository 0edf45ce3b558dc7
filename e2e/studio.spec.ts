import { STUDIO_LIVE_CHANNEL, type StudioLiveMessage, type StudioMachine, type StudioState } from "../src/studio/model";
import { expect, test, type Page } from "./fixtures";
import { builtCatalogue, machineFiles, screenShots } from "./studio-support";

// The studio at /studio/ (its own build, dist-studio/, made by the global setup): every expectation comes from the
// catalogue it was built from, the machine files, the spec and the picture manifest.
const catalogue = builtCatalogue();

async function openStudio(page: Page, hash = "/") {
  await page.addInitScript(() => localStorage.setItem("studioLang", "en"));
  await page.goto(`/studio/#${hash}`);
}

const heading = (page: Page, text: string) => page.getByRole("heading", { level: 2, name: text, exact: true });

test("the index lists every machine of machines/, grouped", async ({ page }) => {
  await openStudio(page);
  const files = machineFiles();
  await expect(page.getByRole("heading", { name: `All machines (${files.length})` })).toBeVisible();
  for (const file of files) {
    const machine = catalogue.machines.find((m) => m.file === file);
    expect(machine, `${file} is in the catalogue`).toBeDefined();
    await expect(page.locator(`[data-machine="${machine!.id}"]`)).toContainText(file);
  }
  for (const [kind, group] of [["root", "Root"], ["child", "Children of the root"], ["page", "Page flows"]] as const) {
    const count = catalogue.machines.filter((m) => m.kind === kind).length;
    await expect(page.getByRole("region", { name: group, exact: true }).locator("[data-machine]")).toHaveCount(count);
  }
});

test("search finds machines, states, events, calls and spec sections", async ({ page }) => {
  await openStudio(page);
  const box = page.getByRole("textbox", { name: "Search" });
  const results = page.getByRole("listbox", { name: "Search results" });
  const login = catalogue.machines.find((m) => m.id === "login")!;
  const captchaState = login.states.find((s) => s.key === "captcha")!;
  await box.fill("captcha");
  await expect(results.getByRole("option", { name: /^machine captcha/ })).toBeVisible();
  await expect(results.getByRole("option", { name: new RegExp(`^state ${captchaState.id.replace(/\./g, "\\.")}(\\s|$)`) })).toBeVisible();
  await box.fill("LOGIN.SUBMIT");
  await expect(results.getByRole("option", { name: /^event LOGIN\.SUBMIT/ }).first()).toBeVisible();
  const call = catalogue.calls.find((c) => c.id === login.states.flatMap((st) => st.invokes.flatMap((i) => i.callIds))[0])!;
  await box.fill(call.path);
  await expect(results.getByRole("option", { name: new RegExp(`^API call ${call.id.replace(/[/.]/g, "\\$&")}`) }).first()).toBeVisible();
  const section = catalogue.spec.find((s) => s.level === 2)!;
  await box.fill(section.ref);
  await results.getByRole("option", { name: new RegExp(`^spec ${section.ref.replace(/[.()]/g, "\\$&")}`) }).first().click();
  await expect(page.locator(`#spec-${section.anchor}`)).toBeInViewport();
  // A machine hit opens its page.
  await box.fill("captcha");
  await results.getByRole("option", { name: /^machine captcha/ }).click();
  await expect(heading(page, "captcha")).toBeVisible();
});

test("the app machine links to its child login, and login back to the app", async ({ page }) => {
  await openStudio(page, "/machines/app");
  await expect(heading(page, "app")).toBeVisible();
  const app = catalogue.machines.find((m) => m.id === "app")!;
  expect(app.children.map((c) => c.machineId)).toContain("login");
  // The app's diagram fits a 1280 px window.
  await expect(page.locator('[data-state="app.booting"]')).toBeVisible();
  await page.getByTestId("children").getByRole("link", { name: /^login/ }).click();
  await expect(heading(page, "login")).toBeVisible();
  await page.getByTestId("parents").getByRole("link", { name: /^app/ }).click();
  await expect(heading(page, "app")).toBeVisible();
});

test("a state shows its route, its calls, its spec section and its picture (or says it has none)", async ({ page }) => {
  // The state that has the most to show: calls, then a route and a spec section (login's submitting once the machines carry them).
  const score = (m: StudioMachine, s: StudioState) => (s.invokes.some((i) => i.callIds.length) ? 4 : 0) + (s.routes.length || m.routes.length ? 2 : 0) + (s.spec.length ? 1 : 0);
  const [machine, state] = catalogue.machines
    .flatMap((m) => m.states.map((s) => [m, s] as const))
    .sort(([ma, a], [mb, b]) => score(mb, b) - score(ma, a) || Number(b.id === "login.active.form.submitting") - Number(a.id === "login.active.form.submitting"))[0]!;
  expect(score(machine, state), `${state.id} has calls, a route and a spec section`).toBe(7);
  await openStudio(page, `/machines/${machine.id}?state=${state.id}`);
  const panel = page.getByTestId("state-panel");
  await expect(panel).toHaveAttribute("data-state-id", state.id);
  await expect(panel.getByTestId("state-route")).toContainText((state.routes.length ? state.routes : machine.routes)[0]!);
  const call = catalogue.calls.find((c) => c.id === state.invokes.flatMap((i) => i.callIds)[0])!;
  await expect(panel.getByTestId("state-calls")).toContainText(call.path);
  await expect(panel.getByTestId("state-calls")).toContainText(call.method);
  await expect(page.locator(`[data-state="${state.id}"][data-selected="true"]`)).toBeVisible();
  const shots = screenShots().filter((s) => s.machineId === machine.id && s.stateId === state.id);
  if (shots.length) await expect(panel.getByTestId("pictures").getByRole("img")).toHaveCount(shots.length);
  else await expect(panel.getByTestId("no-picture")).toBeVisible();
  const ref = state.spec[0]!;
  await panel.getByTestId("spec-refs").getByRole("link", { name: ref }).click();
  const section = catalogue.spec.find((s) => s.ref === ref)!;
  await expect(page.locator(`#spec-${section.anchor}`)).toContainText(section.text.split("\n")[0]!.replace(/^#+ /, ""));
});

test("simulate: a wrong password on the login machine brings the captcha", async ({ page }) => {
  const login = catalogue.machines.find((m) => m.id === "login")!;
  const submitting = login.states.find((s) => s.invokes.some((i) => i.src === "login"))!;
  const captchaLoading = login.states.find((s) => s.invokes.some((i) => i.src === "captcha"))!;
  await openStudio(page, "/machines/login/simulate");
  const sim = page.getByTestId("simulator");
  await sim.getByRole("button", { name: /LOGIN\.CHANGE field: "username"/ }).click();
  await sim.getByRole("button", { name: /LOGIN\.CHANGE field: "password"/ }).click();
  await sim.getByRole("button", { name: /^LOGIN\.SUBMIT/ }).first().click();
  await expect(page.locator(`[data-state="${submitting.id}"][data-active="true"]`)).toBeVisible();
  await expect(sim.getByTestId("sim-state")).toContainText(submitting.id);
  await sim.getByTestId("sim-answers").getByRole("button", { name: "Failure: PASSWORD_INCORRECT (captcha)" }).click();
  await expect(sim.getByTestId("sim-state")).toContainText(captchaLoading.id);
  await expect(page.locator(`[data-state="${captchaLoading.id}"][data-active="true"]`)).toBeVisible();
  await expect(page.locator(`[data-state="${submitting.id}"][data-active="true"]`)).toHaveCount(0);
});

test("live: the studio highlights an app's login actor as its messages arrive from another page", async ({ page, context }) => {
  const login = catalogue.machines.find((m) => m.id === "login")!;
  const leaf = (key: string) => login.states.find((s) => s.key === key && !login.states.some((c) => c.parentId === s.id))!.id;
  const ancestors = (id: string) => id.split(".").map((_, n, parts) => parts.slice(0, n + 1).join("."));
  const steps = [leaf("editing"), leaf("submitting")];
  await openStudio(page, "/live");
  await expect(page.getByTestId("live-waiting")).toBeVisible();
  const app = await context.newPage();
  await app.goto("/studio/");
  const post = (message: StudioLiveMessage) =>
    app.evaluate(([channelName, m]) => {
      const channel = new BroadcastChannel(channelName);
      channel.postMessage(m);
      channel.close();
    }, [STUDIO_LIVE_CHANNEL, message] as const);
  await post({ type: "hello", appSessionId: "s1", at: 1 });
  for (const [n, state] of steps.entries()) {
    await post({ type: "actor", appSessionId: "s1", actorId: "x:3", machineId: "login", systemId: "login", value: {}, stateIds: ancestors(state), status: "active", at: 10 + n });
    await expect(page.locator(`[data-testid="live-diagram"] [data-state="${state}"][data-active="true"]`)).toBeVisible();
    for (const other of steps.filter((s) => s !== state)) await expect(page.locator(`[data-state="${other}"][data-active="true"]`)).toHaveCount(0);
  }
  await post({ type: "event", appSessionId: "s1", actorId: "x:3", machineId: "login", event: { type: "LOGIN.CHANGE", field: "password", value: "***" }, at: 20 });
  await expect(page.getByTestId("live-events")).toContainText("LOGIN.CHANGE");
  await expect(page.getByTestId("live-state")).toHaveAttribute("data-trail", steps.map((s) => ancestors(s).join(" ")).join(" | "));
});

test("a clean start asks for nothing that fails and logs no error; the studio's own Thai is set in Sarabun", async ({ page }) => {
  const failed: string[] = [];
  const errors: string[] = [];
  page.on("requestfailed", (request) => failed.push(`${request.failure()?.errorText} ${request.url()}`));
  page.on("response", (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)));
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => errors.push(error.message));
  // A state's page asks for the picture manifest: with or without pictures, it says which it has.
  const login = catalogue.machines.find((m) => m.id === "login")!;
  await openStudio(page, `/machines/login?state=${login.states[0]!.id}`);
  const panel = page.getByTestId("state-panel");
  await expect(panel.getByTestId(screenShots().some((s) => s.machineId === "login" && s.stateId === login.states[0]!.id) ? "pictures" : "no-picture")).toBeVisible();
  const thai = page.getByText("ไทย", { exact: true });
  await expect(thai).toBeVisible();
  expect(await thai.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Sarabun"?,/);
  // The self-hosted Sarabun face for Thai letters (U+0E01…) is the one that drew the switch.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Sarabun" && face.status === "loaded" && /e01/i.test(face.unicodeRange))))
    .toBe(true);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

test("scenarios: a test's name is shown once, and an oracle rule reads in words", async ({ page }) => {
  // A behaviour test whose name does not split into title and outcome, and no other scenario of its machine names it.
  const [machine, once] = catalogue.machines
    .flatMap((m) => m.scenarios.filter((s) => s.kind === "behaviour" && !s.outcome).map((s) => [m, s] as const))
    .find(([m, s]) => m.scenarios.filter((o) => `${o.title} ${o.outcome}`.includes(s.title)).length === 1)!;
  await openStudio(page, `/machines/${machine.id}`);
  const scenarios = page.getByRole("region", { name: "Scenarios", exact: true });
  const row = scenarios.getByRole("listitem").filter({ hasText: once.title });
  await expect(row).toHaveCount(1);
  expect((await row.innerText()).split(once.title).length - 1, `"${once.title}" once`).toBe(1);
  // Its oracle rows: "When …" and what the test checks, never the machine's event name as the row's words.
  const rules = machine.scenarios.filter((s) => s.kind === "oracle");
  expect(rules.length).toBeGreaterThan(0);
  const rule = rules.find((s) => s.outcome.includes("The test checks"))!;
  const ruleRow = scenarios.getByRole("listitem").filter({ hasText: rule.title }).filter({ hasText: rule.outcome }).first();
  await expect(ruleRow).toContainText(rule.events![0]!);
  expect(rule.title).toMatch(/^When /);
  expect(await scenarios.innerText()).not.toMatch(/\bon [A-Z_]+\.[A-Z_.]+: /);
});

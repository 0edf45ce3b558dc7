import { mkdirSync, writeFileSync } from "node:fs";
import { steadyContext } from "../connection";
import type { AnyStateMachine } from "xstate";
import type { PathModel } from "../../tests/paths/generate-paths";
import { expect, test, workerBaseURL } from "../fixtures";
import { inspectorApp, serveClientFrom } from "../inspector-build";
import { recordInspection } from "../inspector-stand-in";
import { skipPopups } from "../popups";
import { resetServer } from "../support";
import { createShooter, SCREENS_DIR } from "../studio-screens/shooter";
import { drivePath, type BrowserDriver } from "./drive";
import { planBrowserPaths, type PlannedPath } from "./plan";

/**
 * At Chromium level: the shortest generated path to every state of a main journey's machine, played in the
 * built app (the inspector build, whose stand-in inspector window reports each actor's states) against the reference
 * server, whose seed and /dev/faults produce the actors' outcomes. Each step must leave the machine in the state the
 * path predicts; the calls on the wire must be the model oracle's requests. `npm run paths` prints the figures.
 * One spec file per journey, so the browser-test workers share them out.
 */
export type Run = { model: PathModel<AnyStateMachine>; driver: BrowserDriver };
export const run = (model: unknown, driver: BrowserDriver): Run => ({ model: model as PathModel<AnyStateMachine>, driver });

/**
 * A machine whose states no single input reaches has several runs (models for different inputs, each with the driver
 * that sets the site up for it): their paths add up to the machine's coverage, as the unit level's several models do
 * (tests/machines/machine-paths.ts).
 */
export interface BrowserJourney {
  name: string;
  runs: Run[];
}

const BROWSER_REPORTS = "reports/browser-paths";

/** Each run's planned paths, keeping those that reach a state the paths kept before them do not. */
async function planRuns(runs: Run[]): Promise<{ paths: Array<{ path: PlannedPath; driver: BrowserDriver }>; total: string[] }> {
  const plans = await Promise.all(runs.map((r) => planBrowserPaths(r.model, r.driver.canDrive)));
  const reached = new Set<string>();
  const paths: Array<{ path: PlannedPath; driver: BrowserDriver }> = [];
  for (const [i, plan] of plans.entries()) {
    for (const path of plan.paths) {
      const states = [...path.initial.states, ...path.steps.flatMap((step) => step.states)];
      if (states.every((state) => reached.has(state))) continue;
      for (const state of states) reached.add(state);
      paths.push({ path, driver: runs[i]!.driver });
    }
  }
  return { paths, total: [...new Set(plans.flatMap((plan) => plan.total))] };
}

export function describeBrowserJourney(journey: BrowserJourney): void {
  test.describe(`${journey.name} in Chromium`, () => {
    test.describe.configure({ mode: "serial" });
    const covered = new Set<string>();
    let plan: Awaited<ReturnType<typeof planRuns>>;

    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this first parameter
    test.beforeAll(async ({}, info) => {
      info.setTimeout(300_000);
      plan = await planRuns(journey.runs);
      inspectorApp();
    });

    test.afterAll(() => {
      mkdirSync(BROWSER_REPORTS, { recursive: true });
      const missing = plan.total.filter((state) => !covered.has(state));
      const report = { machine: journey.name, states: { covered: plan.total.length - missing.length, total: plan.total.length }, paths: plan.paths.length, missing };
      writeFileSync(`${BROWSER_REPORTS}/${journey.name}.json`, `${JSON.stringify(report, null, 2)}\n`);
    });

    test("the shortest paths to every state, played in the browser", async ({ browser, request }, info) => {
      info.setTimeout(60_000 + plan.paths.length * (SCREENS_DIR ? 90_000 : 45_000));
      const shooter = SCREENS_DIR ? createShooter(journey.runs[0]!.model.machine, `journey-${journey.name}`) : undefined;
      const baseURL = workerBaseURL(info);
      // The paths start from the seed: a spec that ran before on this worker's server (a wrong password, say, which
      // makes the server ask that account for a captcha) must not decide what the first login answers.
      await resetServer(request);
      for (const { path, driver } of plan.paths) {
        await test.step(path.description, async () => {
          const messages: string[] = [];
          const context = await steadyContext(browser, { baseURL });
          try {
            await recordInspection(context, messages);
            await serveClientFrom(context, baseURL, "dist-inspector");
            const page = await context.newPage();
            await skipPopups(page);
            // `npm run studio`: a picture of each state where a path first settles in it (the drivers speak English).
            const onSettled = shooter ? (value: unknown) => shooter.shoot(page, value, "en") : undefined;
            for (const state of await drivePath(driver, path, { page, context, request, baseURL, memo: {} }, messages, onSettled)) covered.add(state);
          } finally {
            await context.close();
          }
        });
      }
      expect(plan.total.filter((state) => !covered.has(state)), "states never reached in the browser").toEqual([]);
    });
  });
}

import type { StudioLiveMessage } from "../src/studio/model";
import { expect, test, type Page } from "./fixtures";
import { steadyConnection } from "./connection";
import { resetServer, skipPopups, useEnglish } from "./support";

/**
 * The app side of the studio's live view, in the normal production build: a tab opened with `?studio=live` streams its
 * actors over the same-origin BroadcastChannel; another tab of the site (here a bare listener) hears them, masked.
 */
type ActorMessage = Extract<StudioLiveMessage, { type: "actor" }>;

/**
 * A second tab of the same origin that keeps the live channel's hellos, the login flow's messages and the events
 * (as text, to search for secrets), and gives them to the test.
 */
async function listener(page: Page): Promise<() => Promise<{ hellos: number; login: ActorMessage[]; app: ActorMessage[]; events: string; total: number }>> {
  await page.goto("/favicon.svg");
  await page.evaluate(() => {
    const heard = { hellos: 0, login: [] as unknown[], app: [] as unknown[], events: "", total: 0 };
    (window as unknown as { heard: typeof heard }).heard = heard;
    new BroadcastChannel("royal-studio-live").onmessage = ({ data }) => {
      heard.total += 1;
      if (data.type === "hello") heard.hellos += 1;
      if (data.type === "actor" && data.machineId === "login") heard.login.push(data);
      if (data.type === "actor" && data.machineId === "app" && heard.app.length === 0) heard.app.push(data);
      if (data.type === "event") heard.events += `${JSON.stringify(data.event)}\n`;
    };
  });
  return () => page.evaluate(() => (window as unknown as { heard: { hellos: number; login: ActorMessage[]; app: ActorMessage[]; events: string; total: number } }).heard);
}

test("a tab opened with ?studio=live streams the login flow's states and masked events to another tab; without it nothing", async ({ context, request }) => {
  // Five loads of the app, a sign-in among them: about 30 s on a loaded machine.
  test.setTimeout(90_000);
  await resetServer(request);
  // The pages below are the context's own, not the fixture's `page`: they need the steady ping (no connection chooser
  // opening over the login dialog on a slow machine) and the skipped popups themselves.
  await steadyConnection(context);
  const studio = await context.newPage();
  const heard = await listener(studio);

  // Off by default: a plain visit posts nothing.
  const plain = await context.newPage();
  await useEnglish(plain);
  await plain.goto("/login");
  await expect(plain.getByRole("dialog", { name: "Log in" })).toBeVisible();
  await plain.close();
  expect((await heard()).total).toBe(0);

  const app = await context.newPage();
  await useEnglish(app);
  await skipPopups(app);
  await app.goto("/login?studio=live");
  const dialog = app.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Demo1234");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(app.getByText("฿1,000.00")).toBeVisible();

  await expect.poll(async () => (await heard()).login.some((m) => m.status === "done")).toBe(true);
  const { hellos, login, app: root, events } = await heard();
  expect(hellos).toBe(1);
  const states = login.map((m) => m.stateIds.filter((id) => id.startsWith("login.active.form.")).join());
  // The login went from the form to submitting to done, and says whose child it is: the root's.
  expect(states).toEqual(expect.arrayContaining(["login.active.form.editing", "login.active.form.submitting"]));
  expect(login[0]!.parentActorId).toBe(root[0]!.actorId);
  expect(login[0]!.systemId).toBe("login");
  // Events arrive masked: the typed password never does.
  expect(events).toContain('"field":"password","value":"***"');
  expect(events).not.toContain("Demo1234");

  // Remembered for the tab: a reload without the parameter streams again; ?studio=off stops it.
  // (The stream says hello before the app renders: once the balance shows, a switched-on page would have said it.)
  await app.goto("/");
  await expect.poll(async () => (await heard()).hellos).toBe(2);
  await app.goto("/?studio=off");
  await expect(app.getByText("฿1,000.00")).toBeVisible();
  await app.reload();
  await expect(app.getByText("฿1,000.00")).toBeVisible();
  expect((await heard()).hellos).toBe(2);
});

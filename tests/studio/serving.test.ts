// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { studioRoutes } from "../../server/studio";

describe("the studio's serving", () => {
  it("looks for dist-studio/ and its pictures per request: built after the start, they are served at once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "studio-"));
    const studio = join(dir, "dist-studio");
    const screens = join(dir, "dist-studio-screens");
    const app = new Hono();
    studioRoutes(app, studio, screens);
    expect((await app.request("/studio/")).status).toBe(404);
    // Before any pictures: an empty manifest (the studio asks for it on every start), and no picture.
    const empty = await app.request("/studio/screens/manifest.json");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ shots: [] });
    expect((await app.request("/studio/screens/login/a.png")).status).toBe(404);

    mkdirSync(join(studio, "assets"), { recursive: true });
    writeFileSync(join(studio, "index.html"), "<title>studio page</title>");
    writeFileSync(join(studio, "assets", "a.js"), "console.log(1)");
    mkdirSync(screens);
    writeFileSync(join(screens, "manifest.json"), '{"shots":[]}');

    const page = await app.request("/studio/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("studio page");
    // Any page path without a file extension is the studio's index (its pages live in the hash).
    expect(await (await app.request("/studio/machines/login")).text()).toContain("studio page");
    expect(await (await app.request("/studio/assets/a.js")).text()).toBe("console.log(1)");
    expect((await app.request("/studio/assets/missing.js")).status).toBe(404);
    expect(await (await app.request("/studio/screens/manifest.json")).text()).toBe('{"shots":[]}');
    expect((await app.request("/studio")).headers.get("location")).toBe("/studio/");
  });
});

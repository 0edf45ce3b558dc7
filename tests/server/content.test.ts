// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { SEED_BANNER_COPY, SEED_BANNERS, SEED_NOTICES } from "../../server/seed-data";
import { HOSTILE_MARKUP, HOSTILE_POPUP } from "../fixtures/hostile-notice";
import { get, makeServer } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const PATH = `${calls.announcements.path}?types=B,PL,PU,PR,H&platform=W&execution=B`;

describe("GET /wps/relay/MCSFE_getListAnnouncements", () => {
  it("answers banners, marquee notices, popups and promotions to guests", async () => {
    const value = calls.announcements.value.parse((await get(server, PATH)).json?.value);
    expect(value.banners).toHaveLength(SEED_BANNERS.length);
    expect(value.banners.every((b) => b.groupName === "w_home" && b.url.startsWith("/media/banners/"))).toBe(true);
    expect(value.banners.some((b) => b.linkageType)).toBe(true);
    expect(value.player).toHaveLength(SEED_NOTICES.filter((n) => n.kind === "player").length);
    expect(value.popup).toHaveLength(SEED_NOTICES.filter((n) => n.kind === "popup").length);
    expect(value.promotion).toHaveLength(14);
  });

  it("seeds no test or sample text: the hostile popup is a test's own fixture, added through /dev/notices", async () => {
    const seeded = JSON.stringify((await get(server, PATH)).json?.value);
    expect(seeded).not.toMatch(/<script|onerror|ทดสอบ|ตัวอย่าง|\bsample\b|\btest\b|demo site/i);
    const added = await server.app.request("http://localhost/dev/notices", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(HOSTILE_POPUP) });
    expect(added.status).toBe(200);
    const value = calls.announcements.value.parse((await get(server, PATH)).json?.value);
    const hostile = value.popup.filter((p) => p.content.includes(HOSTILE_MARKUP.onerror) && p.content.includes(HOSTILE_MARKUP.script));
    expect(hostile.map((p) => p.title)).toEqual([HOSTILE_POPUP.titleTh]);
    expect(value.popup.at(-1)?.title).toBe(HOSTILE_POPUP.titleTh);
  });

  it("writes titles in Thai by default and in English for Language EN", async () => {
    const th = calls.announcements.value.parse((await get(server, PATH)).json?.value);
    const en = calls.announcements.value.parse((await get(server, PATH, { headers: { Language: "EN" } })).json?.value);
    expect(th.player[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(en.player[0]?.title).toBe(SEED_NOTICES.find((n) => n.kind === "player")?.titleEn);
    expect(en.player.map((n) => n.id)).toEqual(th.player.map((n) => n.id));
  });

  it("answers only the asked types", async () => {
    const value = calls.announcements.value.parse((await get(server, `${calls.announcements.path}?types=B`)).json?.value);
    expect(value.banners).toHaveLength(SEED_BANNERS.length);
    expect([value.player, value.popup, value.promotion]).toEqual([[], [], []]);
  });
});

describe("generated media", () => {
  it("draws the banners' words in the language of the announcements request", async () => {
    const thai = calls.announcements.value.parse((await get(server, PATH)).json?.value).banners[0]!;
    const english = calls.announcements.value.parse((await get(server, PATH, { headers: { Language: "EN" } })).json?.value).banners[0]!;
    expect(thai.url).toBe("/media/banners/1.svg?lang=TH");
    expect(english.url).toBe("/media/banners/1.svg?lang=EN");
    const thaiArt = await (await server.app.request(`http://localhost${thai.url}`)).text();
    const copy = SEED_BANNER_COPY[0]!;
    expect(thaiArt).toContain(copy.titleTh);
    expect(thaiArt).toContain(copy.actionTh);
    expect(thaiArt).not.toContain(copy.titleEn);
    const englishArt = await (await server.app.request(`http://localhost${english.url}`)).text();
    expect(englishArt).toContain(copy.titleEn);
    expect(englishArt).not.toContain(copy.titleTh);
    // Sarabun travels inside the picture: an <img> cannot reach the page's fonts, and a machine may have no Thai font.
    expect(thaiArt).toContain("data:font/woff2;base64,");
  });

  it("serves banner SVGs and 404s unknown ones", async () => {
    const res = await server.app.request("http://localhost/media/banners/2.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg /);
    expect((await server.app.request("http://localhost/media/banners/0.svg")).status).toBe(404);
    expect((await server.app.request("http://localhost/media/banners/x.png")).status).toBe(404);
    expect((await server.app.request(`http://localhost/media/banners/${SEED_BANNER_COPY.length + 1}.svg`)).status).toBe(404);
  });

});

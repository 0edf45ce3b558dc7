// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract";
import type { ReferenceServer } from "../../server/app";
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
    expect(value.banners).toHaveLength(3);
    expect(value.banners.every((b) => b.groupName === "w_home" && b.url.startsWith("/media/banners/"))).toBe(true);
    expect(value.banners.some((b) => b.linkageType)).toBe(true);
    expect(value.player).toHaveLength(4);
    expect(value.popup).toHaveLength(3);
    expect(value.promotion).toHaveLength(14);
  });

  it("includes one hostile popup that the client must sanitise", async () => {
    const value = calls.announcements.value.parse((await get(server, PATH)).json?.value);
    const hostile = value.popup.filter((p) => p.content.includes("<img src=x onerror=alert(1)>") && p.content.includes("<script>"));
    expect(hostile).toHaveLength(1);
  });

  it("writes titles in Thai by default and in English for Language EN", async () => {
    const th = calls.announcements.value.parse((await get(server, PATH)).json?.value);
    const en = calls.announcements.value.parse((await get(server, PATH, { headers: { Language: "EN" } })).json?.value);
    expect(th.player[0]?.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(en.player[0]?.title).toBe("Welcome to the demo site");
    expect(en.player.map((n) => n.id)).toEqual(th.player.map((n) => n.id));
  });

  it("answers only the asked types", async () => {
    const value = calls.announcements.value.parse((await get(server, `${calls.announcements.path}?types=B`)).json?.value);
    expect(value.banners).toHaveLength(3);
    expect([value.player, value.popup, value.promotion]).toEqual([[], [], []]);
  });
});

describe("generated media", () => {
  it("draws the banners' words in the language of the announcements request (issue 19)", async () => {
    const thai = calls.announcements.value.parse((await get(server, PATH)).json?.value).banners[0]!;
    const english = calls.announcements.value.parse((await get(server, PATH, { headers: { Language: "EN" } })).json?.value).banners[0]!;
    expect(thai.url).toBe("/media/banners/1.svg?lang=TH");
    expect(english.url).toBe("/media/banners/1.svg?lang=EN");
    const thaiArt = await (await server.app.request(`http://localhost${thai.url}`)).text();
    expect(thaiArt).toContain("โบนัสต้อนรับ 100%");
    expect(thaiArt).not.toMatch(/Welcome|Demo banner/);
    expect(await (await server.app.request(`http://localhost${english.url}`)).text()).toContain("Welcome bonus 100%");
  });

  it("serves banner SVGs and 404s unknown ones", async () => {
    const res = await server.app.request("http://localhost/media/banners/2.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg /);
    expect((await server.app.request("http://localhost/media/banners/0.svg")).status).toBe(404);
    expect((await server.app.request("http://localhost/media/banners/x.png")).status).toBe(404);
  });

});

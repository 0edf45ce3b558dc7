import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { layOutCover, showInCover } from "../../src/app/cover-picture";

// The loading cover's slots, as index.html has them: the lobby's first hot game, and a game centre's grid (four here).
beforeEach(() => {
  document.body.innerHTML = `<div id="loading-cover"><div class="cover-hot"></div><div class="cover-grid"><i></i><i></i><i></i><i></i></div></div><div id="root"></div>`;
});
afterEach(() => {
  document.body.innerHTML = "";
});

const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

describe("the first games in the loading cover", () => {
  it("shows the picture in the cover's slot, square at 284 px, fetched first; settles once it has loaded and painted", async () => {
    const shown = showInCover(["https://cdn.example/img/games/1.svg"]);
    const image = document.querySelector<HTMLImageElement>("#loading-cover .cover-hot img");
    expect(image?.src).toBe("https://cdn.example/img/games/1.svg");
    expect([image?.width, image?.height, image?.alt]).toEqual([284, 284, ""]);
    expect(image?.fetchPriority).toBe("high");
    expect(await settled(shown)).toBe(false);
    image!.dispatchEvent(new Event("load"));
    expect(await settled(shown)).toBe(true);
  });

  it("a game centre's cover: laid out as one, its first games in the grid's slots, the first fetched first", async () => {
    layOutCover({ page: "centre", gameType: "RNG" });
    const cover = document.getElementById("loading-cover")!;
    expect([cover.dataset.page, cover.dataset.centre]).toEqual(["centre", "RNG"]);
    const shown = showInCover(["/g/1.svg", "/g/2.svg", "/g/3.svg"]);
    const images = [...document.querySelectorAll<HTMLImageElement>("#loading-cover .cover-grid > i > img")];
    expect(images.map((image) => new URL(image.src).pathname)).toEqual(["/g/1.svg", "/g/2.svg", "/g/3.svg"]);
    expect(images.map((image) => image.fetchPriority === "high")).toEqual([true, false, false]);
    expect(document.querySelector(".cover-hot img")).toBeNull();
    images[1]!.dispatchEvent(new Event("load"));
    expect(await settled(shown)).toBe(false);
    images[0]!.dispatchEvent(new Event("load"));
    expect(await settled(shown)).toBe(true);
  });

  it("more pictures than slots: one a slot; the lobby's layout stays for any other page", () => {
    layOutCover(undefined);
    layOutCover({ page: "home" });
    expect(document.getElementById("loading-cover")!.dataset.page).toBeUndefined();
    void showInCover(["/g/1.svg", "/g/2.svg"]);
    expect(document.querySelectorAll("#loading-cover img")).toHaveLength(1);
    layOutCover({ page: "centre", gameType: "FISH" });
    void showInCover(["1", "2", "3", "4", "5", "6"].map((n) => `/g/${n}.svg`));
    expect(document.querySelectorAll("#loading-cover .cover-grid img")).toHaveLength(4);
  });

  it("a picture that fails lets the app go on", async () => {
    const shown = showInCover(["https://cdn.example/img/missing.svg"]);
    document.querySelector("#loading-cover img")!.dispatchEvent(new Event("error"));
    expect(await settled(shown)).toBe(true);
  });

  it("no cover (it is gone, or another page's markup): nothing is added and it settles at once", async () => {
    document.body.innerHTML = `<div id="root"></div>`;
    expect(await settled(showInCover(["https://cdn.example/img/games/1.svg"]))).toBe(true);
    expect(document.querySelector("img")).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { showInCover } from "../../src/app/cover-picture";

// The loading cover's slot for the lobby's first hot game, as index.html has it.
beforeEach(() => {
  document.body.innerHTML = `<div id="loading-cover"><div class="cover-hot"></div></div><div id="root"></div>`;
});
afterEach(() => {
  document.body.innerHTML = "";
});

const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

describe("the first hot game in the loading cover", () => {
  it("shows the picture in the cover's slot, square at 284 px, fetched first; settles once it has loaded and painted", async () => {
    const shown = showInCover("https://cdn.example/img/games/1.svg");
    const image = document.querySelector<HTMLImageElement>("#loading-cover .cover-hot img");
    expect(image?.src).toBe("https://cdn.example/img/games/1.svg");
    expect([image?.width, image?.height, image?.alt]).toEqual([284, 284, ""]);
    expect(image?.fetchPriority).toBe("high");
    expect(await settled(shown)).toBe(false);
    image!.dispatchEvent(new Event("load"));
    expect(await settled(shown)).toBe(true);
  });

  it("a picture that fails lets the app go on", async () => {
    const shown = showInCover("https://cdn.example/img/missing.svg");
    document.querySelector("#loading-cover img")!.dispatchEvent(new Event("error"));
    expect(await settled(shown)).toBe(true);
  });

  it("no cover (it is gone, or another page's markup): nothing is added and it settles at once", async () => {
    document.body.innerHTML = `<div id="root"></div>`;
    expect(await settled(showInCover("https://cdn.example/img/games/1.svg"))).toBe(true);
    expect(document.querySelector("img")).toBeNull();
  });
});

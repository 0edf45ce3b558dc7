import { describe, expect, it } from "vitest";
import { resolveImageUrl } from "../../src/app/resolve-image-url";

/** The CDN `/media` put before `/media/games/1.svg` must not ask for `/media/media/games/1.svg` (a 404). */
describe("resolveImageUrl: a server image resolves once, whatever form its URL takes", () => {
  it("does not repeat the CDN's path when the rooted path already starts with it", () => {
    expect(resolveImageUrl("/media/games/1.svg", "/media")).toBe("/media/games/1.svg");
    expect(resolveImageUrl("/media/games/1.svg", "/media/")).toBe("/media/games/1.svg");
    expect(resolveImageUrl("/media/games/1.svg", "https://cdn.example.com/media")).toBe("https://cdn.example.com/media/games/1.svg");
  });

  it("puts a rooted path on the CDN's origin and path", () => {
    expect(resolveImageUrl("/games/1.svg", "/media")).toBe("/media/games/1.svg");
    expect(resolveImageUrl("/games/1.svg", "https://cdn.example.com")).toBe("https://cdn.example.com/games/1.svg");
    expect(resolveImageUrl("/games/1.svg", "https://cdn.example.com/img/")).toBe("https://cdn.example.com/img/games/1.svg");
    expect(resolveImageUrl("/mediafiles/1.svg", "/media")).toBe("/media/mediafiles/1.svg");
  });

  it("puts a relative path below the CDN", () => {
    expect(resolveImageUrl("games/1.svg", "/media")).toBe("/media/games/1.svg");
    expect(resolveImageUrl("./games/1.svg", "https://cdn.example.com/img")).toBe("https://cdn.example.com/img/games/1.svg");
    expect(resolveImageUrl("games/1.svg", "//cdn.example.com")).toBe("//cdn.example.com/games/1.svg");
  });

  it("leaves absolute addresses alone", () => {
    for (const url of ["https://other.example/a.png", "http://other.example/a.png", "//other.example/a.png", "data:image/png;base64,AAAA", "blob:https://x/1"]) {
      expect(resolveImageUrl(url, "/media")).toBe(url);
    }
  });

  it("without a CDN leaves the path as the server gave it", () => {
    expect(resolveImageUrl("/media/games/1.svg", undefined)).toBe("/media/games/1.svg");
    expect(resolveImageUrl("games/1.svg", "")).toBe("games/1.svg");
  });
});

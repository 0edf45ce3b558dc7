import { beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { popupMemory, sessionCache } from "../../src/app/storage";

const schema = z.object({ ids: z.array(z.number()) });

describe("session cache helper", () => {
  beforeEach(() => sessionStorage.clear());

  it("loads once and answers from session storage afterwards", async () => {
    const load = vi.fn(async () => ({ ids: [1, 2] }));
    expect(await sessionCache.through("HOT_GAMES", schema, load)).toEqual({ ids: [1, 2] });
    expect(await sessionCache.through("HOT_GAMES", schema, load)).toEqual({ ids: [1, 2] });
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem("HOT_GAMES")!)).toEqual({ ids: [1, 2] });
  });

  it("treats a corrupt or wrongly shaped entry as a miss and removes it", () => {
    sessionStorage.setItem("WINNERS", "{not json");
    expect(sessionCache.read("WINNERS", schema)).toBeUndefined();
    expect(sessionStorage.getItem("WINNERS")).toBeNull();
    sessionStorage.setItem("validate", JSON.stringify({ ids: "nope" }));
    expect(sessionCache.read("validate", schema)).toBeUndefined();
  });

  it("does not cache a failed load", async () => {
    await expect(sessionCache.through("gameVendor", schema, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(sessionStorage.getItem("gameVendor")).toBeNull();
  });

  it("remembers dismissed popups by their session key", () => {
    popupMemory.remember("popup:3");
    sessionStorage.setItem("token", "t");
    expect(popupMemory.list()).toEqual(["popup:3"]);
  });
});

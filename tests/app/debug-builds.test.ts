// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientDir } from "../../scripts/client-dir.mjs";

describe("debug builds in their own folders (vite.config.ts and scripts/start.mjs)", () => {
  it("puts the inspector build into dist-inspector/, the recording build into dist-recording/, and only the normal build into dist/", () => {
    expect(clientDir({})).toBe("dist");
    expect(clientDir({ VITE_INSPECTOR: "off", VITE_SESSION_RECORDING: "" })).toBe("dist");
    expect(clientDir({ VITE_INSPECTOR: "on" })).toBe("dist-inspector");
    expect(clientDir({ VITE_INSPECTOR: "on", VITE_SESSION_RECORDING: "on" })).toBe("dist-inspector");
    expect(clientDir({ VITE_SESSION_RECORDING: "on" })).toBe("dist-recording");
    // The live view is not a debug build: the normal build carries it, switched off.
    expect(clientDir({ VITE_STUDIO_LIVE: "on" })).toBe("dist");
  });
});

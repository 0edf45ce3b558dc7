import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { modalWithoutScrollArea } from "../../scripts/vite/modal-without-scroll-area";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

type Hook = (...args: unknown[]) => unknown;
const plugin = modalWithoutScrollArea();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;
const MODAL_ROOT = "/repo/node_modules/@mantine/core/esm/components/Modal/ModalRoot.mjs";

describe("dialogs without Mantine's ScrollArea in the build", () => {
  it("gives only the modal's and drawer's roots the stand-in", () => {
    const shim = resolveId("../ScrollArea/ScrollArea.mjs", MODAL_ROOT);
    expect(shim).toBeTypeOf("string");
    expect(resolveId("../ScrollArea/ScrollArea.mjs", MODAL_ROOT.replaceAll("Modal", "Drawer"))).toBe(shim);
    expect(resolveId("../ScrollArea/ScrollArea.mjs", "/repo/node_modules/@mantine/core/esm/components/Combobox/Combobox.mjs")).toBeUndefined();
    expect(resolveId("./other.mjs", MODAL_ROOT)).toBeUndefined();
    expect(load(shim)).toContain("export const ScrollArea");
  });

  it("holds because no view gives a dialog ScrollArea as its scroll area", () => {
    const users = sourceFiles("src").filter((file) => readFileSync(file, "utf8").includes("scrollAreaComponent"));
    expect(users).toEqual([]);
  });
});

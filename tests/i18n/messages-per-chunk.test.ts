// @vitest-environment node
import { createCompiledCatalog } from "@lingui/cli/api";
import { afterEach, describe, expect, it } from "vitest";
import { messagesPerChunk } from "../../scripts/vite/messages-per-chunk";
import { CHUNK_MESSAGES, receiveChunkMessages } from "../../src/i18n/chunk-messages";
import { activateLanguage, i18n } from "../../src/i18n";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: ReturnType<typeof messagesPerChunk>, name: "transform" | "renderChunk") => (plugin[name] as Hook).bind({});
const THAI = "/app/src/locales/th/messages.po";
const catalogue = createCompiledCatalog("th", { "AbC1+/": "สวัสดี", Zz9xy0: "ลาก่อน {name}" }, { namespace: "es" }).source;

async function pluginWithCatalogue() {
  const plugin = messagesPerChunk();
  const emptied = (await hook(plugin, "transform")(catalogue, THAI)) as { code: string };
  return { plugin, emptied, render: (code: string, moduleIds = ["/app/src/views/Page.tsx"]) => hook(plugin, "renderChunk")(code, { moduleIds }) as { code: string } | null };
}

/** Evaluates a rendered chunk's first line (the hand-over) and returns what it pushed. */
function pushedBy(code: string): unknown[] {
  const scope = globalThis as Record<string, unknown>;
  const saved = scope[CHUNK_MESSAGES];
  scope[CHUNK_MESSAGES] = [];
  try {
    new Function(code.slice(0, code.indexOf("\n")))();
    return scope[CHUNK_MESSAGES] as unknown[];
  } finally {
    scope[CHUNK_MESSAGES] = saved;
  }
}

describe("the build's Thai messages per chunk", () => {
  it("empties the Thai catalogue module: its messages go to the chunks instead", async () => {
    const { emptied } = await pluginWithCatalogue();
    expect(emptied.code).toBe("export const messages = {};");
  });

  it("prepends to a chunk exactly the messages whose ids its code holds, as compiled messages", async () => {
    const { render } = await pluginWithCatalogue();
    const out = render('import{j}from"./main.js";export const A=()=>j(T,{id:`AbC1+/`});const other="Zz9xyZ";');
    expect(out).not.toBeNull();
    expect(pushedBy(out!.code)).toEqual([{ "AbC1+/": ["สวัสดี"] }]);
    expect(out!.code.split("\n").slice(1).join("\n")).toBe('import{j}from"./main.js";export const A=()=>j(T,{id:`AbC1+/`});const other="Zz9xyZ";');
  });

  it("finds ids in any quotes and keeps a message's placeholders", async () => {
    const { render } = await pluginWithCatalogue();
    expect(pushedBy(render("f({id:\"Zz9xy0\",values:{name:n}});g('AbC1+/')")!.code)).toEqual([{ Zz9xy0: ["ลาก่อน ", ["name"]], "AbC1+/": ["สวัสดี"] }]);
  });

  it("leaves alone a chunk without Thai ids, and another language's catalogue chunk", async () => {
    const { render } = await pluginWithCatalogue();
    expect(render("export const x=`nothing`;")).toBeNull();
    expect(render('export const messages={"AbC1+/":["Hello"]};', ["/app/src/locales/en/messages.po"])).toBeNull();
  });

  it("fails the build when the Thai catalogue was never compiled", () => {
    expect(() => hook(messagesPerChunk(), "renderChunk")("f(`AbC1+/`)", { moduleIds: [] })).toThrow(/did not compile/);
  });
});

describe("the app's Thai catalogue receiving chunks' messages", () => {
  afterEach(() => activateLanguage("th"));

  it("takes the pieces pushed before it started and each piece pushed later", () => {
    const scope = globalThis as Record<string, unknown>;
    const saved = scope[CHUNK_MESSAGES];
    scope[CHUNK_MESSAGES] = [{ early1: ["ก่อน"] }];
    try {
      const received = {};
      receiveChunkMessages(received);
      (scope[CHUNK_MESSAGES] as { push(piece: object): void }).push({ later1: ["หลัง"] });
      expect(received).toEqual({ early1: ["ก่อน"], later1: ["หลัง"] });
    } finally {
      scope[CHUNK_MESSAGES] = saved;
    }
  });

  it("translates a later chunk's message at once, without a change event that would re-render every text", async () => {
    await activateLanguage("th");
    let changes = 0;
    const stop = i18n.on("change", () => changes++);
    (globalThis as unknown as Record<string, { push(piece: object): void }>)[CHUNK_MESSAGES]!.push({ chunkT: ["จากชิ้นส่วน"] });
    expect(i18n._("chunkT")).toBe("จากชิ้นส่วน");
    expect(changes).toBe(0);
    stop();
  });

  it("keeps the chunks' Thai messages across a switch to English and back", async () => {
    (globalThis as unknown as Record<string, { push(piece: object): void }>)[CHUNK_MESSAGES]!.push({ chunkK: ["คงอยู่"] });
    await activateLanguage("en");
    await activateLanguage("th");
    expect(i18n._("chunkK")).toBe("คงอยู่");
  });
});

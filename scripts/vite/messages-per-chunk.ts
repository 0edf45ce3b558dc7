import MagicString from "magic-string";
import type { Plugin } from "vite";
import { CHUNK_MESSAGES } from "../../src/i18n/chunk-messages";

const THAI_CATALOGUE = /\/src\/locales\/th\/messages\.po$/;
/** The other languages' catalogues: their chunks hold every id as a key, and need no Thai. */
const OTHER_CATALOGUE = /\/src\/locales\/(?!th\/)[^/]+\/messages\.po$/;
/** A string literal of six id characters: Lingui's macros compile every text to such an id (a hash of the message). */
const ID_LITERAL = /[`"']([A-Za-z0-9+/]{6})[`"']/g;

/**
 * Splits the Thai catalogue over the chunks: each chunk carries the messages whose ids its own code holds, and hands
 * them to src/i18n (chunk-messages.ts) when it is evaluated, before any of its code renders. The first screen then
 * downloads the texts of the first screen, not all of them (the whole catalogue was about 16 KiB gzip of the app's
 * chunk). Only Thai: it is the default language; English stays one chunk, loaded when a visitor switches to it.
 *
 * A message's id is a literal wherever it is used (`t`, `msg`, `<Trans>` all compile to `{id: "..."}`), so matching
 * literals finds every message a chunk can show; a literal that merely looks like an id adds one message, no harm.
 */
export function messagesPerChunk(): Plugin {
  let thai: Record<string, unknown> | undefined;
  return {
    name: "thai-messages-per-chunk",
    apply: "build",
    enforce: "post",
    async transform(code, id) {
      if (!THAI_CATALOGUE.test(id)) return;
      // Lingui's plugin has compiled the .po file to a module exporting `messages`; it is evaluated here, at build time.
      thai = ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { messages: Record<string, unknown> }).messages;
      return { code: "export const messages = {};", map: null };
    },
    renderChunk(code, chunk) {
      if (!thai) throw new Error("messages-per-chunk: the build did not compile src/locales/th/messages.po");
      if (chunk.moduleIds.some((id) => OTHER_CATALOGUE.test(id))) return null;
      const own: Record<string, unknown> = {};
      for (const [, id = ""] of code.matchAll(ID_LITERAL)) if (Object.hasOwn(thai, id)) own[id] = thai[id];
      if (Object.keys(own).length === 0) return null;
      const out = new MagicString(code);
      out.prepend(`(globalThis.${CHUNK_MESSAGES}??=[]).push(${JSON.stringify(own)});\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

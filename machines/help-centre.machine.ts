import { assign, setup } from "xstate";
import type { ErrorInfo, HelpArticle, HelpCategory, HelpCentre } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface HelpCentreContext {
  /** The platform's language code the content is asked in (`lang` of the call). */
  language: string;
  categories: HelpCategory[];
  categoryId?: string;
  articleId?: string;
  /** The search text as typed; a search looks at every category. */
  query: string;
  error?: ErrorInfo;
}

export type HelpCentreEvent =
  | { type: "CATEGORY.SELECT"; id: string }
  | { type: "ARTICLE.OPEN"; id: string }
  | { type: "ARTICLE.CLOSE" }
  | { type: "SEARCH.CHANGE"; text: string }
  | { type: "RETRY" };

/** An article's words without its markup (for the search only; the article itself is shown sanitised). */
const plainText = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&nbsp;/g, " ");

/** The articles whose title or text holds the search text (trimmed, any case), in display order. */
export function searchArticles(categories: readonly HelpCategory[], query: string): HelpArticle[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return categories.flatMap((c) => c.articles).filter((a) => a.title.toLocaleLowerCase().includes(needle) || plainText(a.content).toLocaleLowerCase().includes(needle));
}

const findArticle = (categories: readonly HelpCategory[], id: string | undefined) => categories.flatMap((c) => c.articles).find((a) => a.id === id);

export function openArticle(context: HelpCentreContext): HelpArticle | undefined {
  return findArticle(context.categories, context.articleId);
}

/**
 * The help centre (helpModal): loads the categories and articles of the language (`/wps/system/helpCenter`), shows a
 * category's articles, opens one, and searches titles and text over all categories.
 */
export const helpCentreMachine = setup({
  types: {
    context: {} as HelpCentreContext,
    events: {} as HelpCentreEvent,
    input: {} as { language: string },
  },
  actors: {
    loadHelpCentre: promiseNotProvided<HelpCentre, { language: string }>("loadHelpCentre"),
  },
  guards: {
    hasCategories: ({ event }) => (event as unknown as { output: HelpCentre }).output.categories.length > 0,
    knownCategory: ({ context, event }) => context.categories.some((c) => c.id === (event as { id?: string }).id),
    knownArticle: ({ context, event }) => findArticle(context.categories, (event as { id?: string }).id) !== undefined,
  },
}).createMachine({
  id: "helpCentre",
  context: ({ input }) => ({ language: input.language, categories: [], query: "" }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadHelpCentre",
        src: "loadHelpCentre",
        input: ({ context }) => ({ language: context.language }),
        onDone: [
          {
            guard: "hasCategories",
            target: "ready",
            actions: assign(({ event }) => ({ categories: event.output.categories, categoryId: event.output.categories[0]?.id, error: undefined })),
          },
          { target: "empty", actions: assign({ categories: [], error: undefined }) },
        ],
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { RETRY: "loading" } },
    empty: {},
    ready: {
      initial: "list",
      on: {
        "CATEGORY.SELECT": { guard: "knownCategory", target: ".list", actions: assign({ categoryId: ({ event }) => event.id, query: "", articleId: undefined }) },
        "SEARCH.CHANGE": { target: ".list", actions: assign({ query: ({ event }) => event.text, articleId: undefined }) },
      },
      states: {
        list: { on: { "ARTICLE.OPEN": { guard: "knownArticle", target: "article", actions: assign({ articleId: ({ event }) => event.id }) } } },
        article: { on: { "ARTICLE.CLOSE": { target: "list", actions: assign({ articleId: undefined }) } } },
      },
    },
  },
});

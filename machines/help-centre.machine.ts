import { assign, setup } from "xstate";
import type { ErrorInfo, HelpArticle, HelpCategory, HelpCentre } from "../contract";
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
  description: "The help centre: the help articles in the visitor's language, by category, with a search over all titles and texts.",
  meta: { spec: ["2 Screens and routes › Popups", "2 Screens and routes › Routes", "7 Calls › Other"], screen: "Help centre dialog (helpModal)" },
  context: ({ input }) => ({ language: input.language, categories: [], query: "" }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the help categories and articles.",
      invoke: {
        id: "loadHelpCentre",
        src: "loadHelpCentre",
        input: ({ context }) => ({ language: context.language }),
        onDone: [
          {
            guard: "hasCategories",
            target: "ready",
            description: "The articles arrived: the first category is shown.",
            actions: assign(({ event }) => ({ categories: event.output.categories, categoryId: event.output.categories[0]?.id, error: undefined })),
          },
          { target: "empty", description: "There are no help articles in this language.", actions: assign({ categories: [], error: undefined }) },
        ],
        onError: { target: "failed", description: "The help centre could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The help centre could not be loaded; the visitor can retry.", on: { RETRY: { target: "loading", description: "The visitor tries again." } } },
    empty: { description: "There are no help articles to show." },
    ready: {
      initial: "list",
      description: "The help articles are available.",
      on: {
        "CATEGORY.SELECT": { guard: "knownCategory", target: ".list", description: "The visitor picks a category: its articles are listed.", actions: assign({ categoryId: ({ event }) => event.id, query: "", articleId: undefined }) },
        "SEARCH.CHANGE": { target: ".list", description: "The visitor types a search: matching articles from every category are listed.", actions: assign({ query: ({ event }) => event.text, articleId: undefined }) },
      },
      states: {
        list: { description: "A list of article titles.", on: { "ARTICLE.OPEN": { guard: "knownArticle", target: "article", description: "The visitor opens an article.", actions: assign({ articleId: ({ event }) => event.id }) } } },
        article: { description: "One article is open.", on: { "ARTICLE.CLOSE": { target: "list", description: "The visitor goes back to the list.", actions: assign({ articleId: undefined }) } } },
      },
    },
  },
});

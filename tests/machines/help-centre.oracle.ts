import type { EventObject } from "xstate";
import type { HelpArticle, HelpCategory, HelpCentre } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input: Thai, the site's default language. */
export const INPUT = { language: "TH" };

/** What the help centre shows after the path's events (categories, articles, a search over titles and text). */
export interface HelpView {
  phase: "loading" | "failed" | "empty" | "list" | "article";
  categories: HelpCategory[];
  categoryId?: string;
  articleId?: string;
  query: string;
  error?: unknown;
}

const allArticles = (v: HelpView) => v.categories.flatMap((c) => c.articles);

/** The help centre's search (docs/features.md), written here on its own: trimmed, any case, in titles or in the article's words (not its tags). */
export function expectedResults(v: Pick<HelpView, "categories" | "query">): HelpArticle[] {
  const needle = v.query.trim().toLowerCase();
  if (needle === "") return [];
  const words = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").toLowerCase();
  return v.categories.flatMap((c) => c.articles).filter((a) => a.title.toLowerCase().includes(needle) || words(a.content).includes(needle));
}

/** The articles listed: the search results while searching, else the chosen category's. */
export function listedArticles(v: HelpView): HelpArticle[] {
  if (v.query.trim() !== "") return expectedResults(v);
  return v.categories.find((c) => c.id === v.categoryId)?.articles ?? [];
}

function apply(v: HelpView, event: EventObject & Record<string, unknown>): StepExpectation {
  const ready = v.phase === "list" || v.phase === "article";
  switch (event.type) {
    case "xstate.done.actor.loadHelpCentre": {
      const categories = (event.output as HelpCentre).categories;
      v.categories = categories;
      v.error = undefined;
      v.phase = categories.length > 0 ? "list" : "empty";
      v.categoryId = categories[0]?.id;
      return {};
    }
    case "xstate.error.actor.loadHelpCentre":
      v.phase = "failed";
      v.error = event.error;
      return {};
    case "RETRY":
      v.phase = "loading";
      return { requests: [{ id: "loadHelpCentre", input: { language: INPUT.language } }] };
    case "CATEGORY.SELECT":
      if (ready && v.categories.some((c) => c.id === event.id)) {
        v.categoryId = event.id as string;
        v.query = "";
        v.articleId = undefined;
        v.phase = "list";
      }
      return {};
    case "SEARCH.CHANGE":
      if (ready) {
        v.query = event.text as string;
        v.articleId = undefined;
        v.phase = "list";
      }
      return {};
    case "ARTICLE.OPEN":
      if (v.phase === "list" && allArticles(v).some((a) => a.id === event.id)) {
        v.articleId = event.id as string;
        v.phase = "article";
      }
      return {};
    case "ARTICLE.CLOSE":
      if (v.phase === "article") {
        v.articleId = undefined;
        v.phase = "list";
      }
      return {};
  }
  return {};
}

function run(events: readonly EventObject[]) {
  const v: HelpView = { phase: "loading", categories: [], query: "" };
  let expectation: StepExpectation = { requests: [{ id: "loadHelpCentre", input: { language: INPUT.language } }] };
  for (const event of events) expectation = apply(v, event as EventObject & Record<string, unknown>);
  return { v, expectation };
}

export const helpViewAfter = (events: readonly EventObject[]): HelpView => run(events).v;

export const helpCentreOracle: Oracle = {
  step(events) {
    const { v, expectation } = run(events);
    return { ...expectation, context: { categoryId: v.categoryId, articleId: v.articleId, query: v.query, categories: v.categories, error: v.error } };
  },
};

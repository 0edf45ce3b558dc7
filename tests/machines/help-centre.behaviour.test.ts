import { describe, expect, it } from "vitest";
import { helpCentreMachine, openArticle, searchArticles, type HelpCentreContext } from "../../machines/help-centre.machine";
import type { HelpCategory } from "../../contract";
import { networkError } from "../fixtures/errors";
import { createTestActor, deliver } from "../paths/replay-actor";

/** Short walks and the search rule, written from the help centre's rules (docs/features.md): what the generated paths cannot see when a transition or the search is wrong. */
const CATEGORIES: HelpCategory[] = [
  {
    id: "account",
    title: "Account",
    articles: [
      { id: "register", title: "How to Register", content: "<p>Press <strong>Register</strong>.</p>" },
      { id: "terms", title: "Terms", content: "<p>Deposits &amp; withdrawals&nbsp;rules, 18&lt;age</p>" },
    ],
  },
  { id: "money", title: "Money", articles: [{ id: "withdraw", title: "How to withdraw", content: "<p>Bind a bank account first.</p>" }] },
];

function start() {
  const test = createTestActor({ name: "helpCentre", machine: helpCentreMachine, input: { language: "th" } });
  test.actor.start();
  return test;
}
const loaded = async () => {
  const test = start();
  await deliver(test, { type: "xstate.done.actor.loadHelpCentre", output: { categories: CATEGORIES } } as never);
  return test;
};
const ids = (articles: { id: string }[]) => articles.map((a) => a.id);

describe("help centre search", () => {
  it("finds the search text in titles and in the article's words, in any case, trimmed, over every category", () => {
    expect(ids(searchArticles(CATEGORIES, "  how TO "))).toEqual(["register", "withdraw"]);
    expect(ids(searchArticles(CATEGORIES, "bank"))).toEqual(["withdraw"]);
    expect(ids(searchArticles(CATEGORIES, "PRESS"))).toEqual(["register"]);
  });

  it("reads the words without markup: tag names are not found, entities are their characters", () => {
    expect(searchArticles(CATEGORIES, "strong")).toEqual([]);
    expect(searchArticles(CATEGORIES, "p>")).toEqual([]);
    expect(ids(searchArticles(CATEGORIES, "deposits & withdrawals rules"))).toEqual(["terms"]);
    expect(ids(searchArticles(CATEGORIES, "18<age"))).toEqual(["terms"]);
  });

  it("an empty or blank search lists nothing, and a search that matches nothing neither", () => {
    expect(searchArticles(CATEGORIES, "")).toEqual([]);
    expect(searchArticles(CATEGORIES, "   ")).toEqual([]);
    expect(searchArticles(CATEGORIES, "zzz")).toEqual([]);
  });

  it("the open article is the one whose id was opened, in any category", () => {
    const context: HelpCentreContext = { language: "th", categories: CATEGORIES, query: "", articleId: "withdraw" };
    expect(openArticle(context)?.title).toBe("How to withdraw");
    expect(openArticle({ ...context, articleId: undefined })).toBeUndefined();
  });
});

describe("help centre walks", () => {
  it("asks in the input's language and shows the first category", async () => {
    const test = await loaded();
    expect(test.fakes.inputs.map((i) => i.input)).toEqual([{ language: "th" }]);
    expect(test.actor.getSnapshot().value).toEqual({ ready: "list" });
    expect(test.actor.getSnapshot().context.categoryId).toBe("account");
  });

  it("a centre that did not load is asked for again", async () => {
    const test = start();
    await deliver(test, { type: "xstate.error.actor.loadHelpCentre", error: networkError } as never);
    expect(test.actor.getSnapshot().value).toBe("failed");
    test.actor.send({ type: "RETRY" });
    expect(test.actor.getSnapshot().value).toBe("loading");
    expect(test.fakes.inputs).toHaveLength(2);
  });

  it("an open article closes back to the list", async () => {
    const test = await loaded();
    test.actor.send({ type: "ARTICLE.OPEN", id: "terms" });
    expect(test.actor.getSnapshot().value).toEqual({ ready: "article" });
    test.actor.send({ type: "ARTICLE.CLOSE" });
    expect(test.actor.getSnapshot().value).toEqual({ ready: "list" });
    expect(test.actor.getSnapshot().context.articleId).toBeUndefined();
  });

  it("from an open article, another category or a search shows the list again", async () => {
    const test = await loaded();
    test.actor.send({ type: "ARTICLE.OPEN", id: "register" });
    test.actor.send({ type: "CATEGORY.SELECT", id: "money" });
    expect(test.actor.getSnapshot().value).toEqual({ ready: "list" });
    expect(test.actor.getSnapshot().context).toMatchObject({ categoryId: "money", articleId: undefined, query: "" });
    test.actor.send({ type: "ARTICLE.OPEN", id: "withdraw" });
    test.actor.send({ type: "SEARCH.CHANGE", text: "bank" });
    expect(test.actor.getSnapshot().value).toEqual({ ready: "list" });
    expect(test.actor.getSnapshot().context).toMatchObject({ query: "bank", articleId: undefined });
  });
});

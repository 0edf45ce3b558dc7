import { fireEvent, screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { HelpCentre } from "../../src/views/help/HelpCentre";
import { CATEGORIES, helpCentreModel } from "../machines/help-centre.model";
import { helpViewAfter, listedArticles } from "../machines/help-centre.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

/** Texts from the English catalogue; titles and article words from the fake's answer (the model's CATEGORIES). */
async function expectHelpScreen(_: AnyMachineSnapshot, events: readonly EventObject[]) {
  const v = helpViewAfter(events);
  if (v.phase === "loading") {
    expect(await screen.findByLabelText("Loading")).toBeTruthy();
    return;
  }
  if (v.phase === "failed") {
    expect((await screen.findByRole("alert")).textContent).toBe("Network link is abnormal, please try again");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  if (v.phase === "empty") {
    expect(await screen.findByText("There are no help articles yet.")).toBeTruthy();
    return;
  }
  const search = (await screen.findByRole("searchbox", { name: "Search help" })) as HTMLInputElement;
  expect(search.value).toBe(v.query);
  const searching = v.query.trim() !== "";
  const chips = within(screen.getByRole("group", { name: "Help categories" }));
  for (const c of v.categories) expect((chips.getByLabelText(c.title) as HTMLInputElement).checked).toBe(!searching && c.id === v.categoryId);
  if (v.phase === "article") {
    const article = v.categories.flatMap((c) => c.articles).find((a) => a.id === v.articleId)!;
    expect(screen.getByRole("heading", { name: article.title })).toBeTruthy();
    // The article's words, rendered as HTML (not its tags as text).
    const words = article.content.replace(/<[^>]+>/g, "");
    expect(document.querySelector(".safe-html")?.textContent).toBe(words);
    expect(screen.getByRole("button", { name: "Back to the list" })).toBeTruthy();
    return;
  }
  const listed = listedArticles(v);
  if (searching) expect(screen.getByRole("status").textContent).toBe(listed.length === 0 ? "No articles match your search." : `${listed.length} articles found`);
  const titles = new Set(CATEGORIES.flatMap((c) => c.articles.map((a) => a.title)));
  const shown = screen.queryAllByRole("button").map((b) => b.textContent ?? "").filter((text) => titles.has(text));
  expect(shown).toEqual(listed.map((a) => a.title));
}

const helpView: ViewModel<typeof helpCentreModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <HelpCentre flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectHelpScreen,
  async perform(event, user) {
    const e = event as EventObject & Record<string, unknown>;
    switch (event.type) {
      case "CATEGORY.SELECT": {
        const category = CATEGORIES.find((c) => c.id === e.id);
        if (!category) return false; // an id the screen does not offer
        await user.click(screen.getByLabelText(category.title));
        return true;
      }
      case "SEARCH.CHANGE":
        fireEvent.change(screen.getByRole("searchbox", { name: "Search help" }), { target: { value: e.text } });
        return true;
      case "ARTICLE.OPEN": {
        const article = CATEGORIES.flatMap((c) => c.articles).find((a) => a.id === e.id);
        const button = article ? screen.queryByRole("button", { name: article.title }) : null;
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "ARTICLE.CLOSE":
        await user.click(screen.getByRole("button", { name: "Back to the list" }));
        return true;
      case "RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(helpCentreModel, helpView);

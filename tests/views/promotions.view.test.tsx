import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { PickedFile } from "../../machines/picked-image";
import type { ErrorInfo } from "../../contract";
import { AppProviders } from "../../src/views/AppProviders";
import { PromotionsView } from "../../src/views/promotions/PromotionsView";
import { promotionsListModel } from "../machines/promotions.model";
import { pageAfter } from "../machines/promotions.oracle";
import { renderInRouter } from "./in-router";
import type { ViewModel } from "./replay-view";
import { pickFile } from "./pick-file";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, typeInto } from "./wallet-view-helpers";

/** The English catalogue's texts (src/locales/en/messages.po). */
const FILTER = { all: "All", newbie: "Newbie" } as Record<string, string>;
const STATE = { join: "Open to join", joined: "Joined", applying: "Applying", claim: "Ready to claim" } as Record<string, string>;
const PROBLEM: Record<string, string> = {
  commentTooLong: "The comment must be at most 140 characters",
  imageTooBig: "Each image must be at most 5 MB",
  imagesTooMany: "At most 3 images",
  imageNotPngOrJpg: "Only PNG or JPG images are accepted",
};

async function expectPromotionsScreen(_: unknown, events: readonly EventObject[]) {
  const p = pageAfter(events);
  if (p.phase === "loading") return expectLoading();
  if (p.phase === "failed") {
    expect((await screen.findByRole("alert")).textContent).toBe((p.error as ErrorInfo).message);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  if (p.phase === "list") {
    const types = await screen.findByRole("group", { name: "Promotion type" });
    expect((within(types).getByLabelText(FILTER[p.filter]!) as HTMLInputElement).checked).toBe(true);
    const shown = p.promotions.filter((x) => p.filter === "all" || x.promotionType === p.filter).map((x) => x.title);
    expect(screen.getAllByRole("listitem").map((li) => within(li).getAllByText(/^Promotion /)[0]!.textContent)).toEqual(shown);
    expect(screen.queryByText("This promotion is no longer available.") !== null).toBe(p.missingId !== undefined);
    return;
  }
  const promotion = p.promotions.find((x) => x.id === p.openId)!;
  const article = await screen.findByRole("article", { name: promotion.title });
  expect(within(article).getByText(STATE[promotion.state]!)).toBeTruthy();
  expect(within(article).queryByText("You joined this promotion.") !== null).toBe(p.done === "joined");
  expect(within(article).queryByText("Your application was sent. We will review it.") !== null).toBe(p.done === "applied");
  if (p.error) expect(within(article).getByRole("alert").textContent).toContain((p.error as ErrorInfo).message);
  const canJoin = promotion.state === "join";
  expect(within(article).queryByRole("button", { name: "Join" }) !== null).toBe(canJoin && promotion.action !== "apply");
  if (canJoin && promotion.action !== "apply") expect(within(article).getByRole("button", { name: "Join" }).hasAttribute("data-loading")).toBe(p.phase === "joining");
  expect(within(article).queryByRole("button", { name: "Apply" }) !== null).toBe(canJoin && promotion.action === "apply" && p.phase === "viewing");
  const inForm = p.phase === "form" || p.phase === "reading" || p.phase === "submitting";
  expect(within(article).queryByRole("form", { name: "Application" }) !== null).toBe(inForm);
  if (!inForm) return;
  expect((within(article).getByLabelText("Comment") as HTMLTextAreaElement).value).toBe(p.comment);
  expect(within(article).queryAllByRole("button", { name: /^Remove / }).map((b) => b.getAttribute("aria-label"))).toEqual(p.images.map((i) => `Remove ${i.fileName}`));
  if (p.problem) expectText(PROBLEM[p.problem]!);
  expect(within(article).getByRole("button", { name: "Send application" }).hasAttribute("data-loading")).toBe(p.phase === "submitting");
}

const promotionsView: ViewModel<typeof promotionsListModel.machine> = {
  render: (actor) => (
    <AppProviders>{renderInRouter(<PromotionsView flow={actor} signedIn onClose={() => actor.send({ type: "CLOSE" })} onLogin={() => undefined} />)}</AppProviders>
  ),
  expectScreen: expectPromotionsScreen,
  async perform(event, user, snapshot) {
    const e = event as EventObject & Record<string, unknown>;
    switch (event.type) {
      case "RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      case "FILTER":
        await user.click(within(screen.getByRole("group", { name: "Promotion type" })).getByLabelText(FILTER[e.filter as string]!));
        return true;
      case "OPEN": {
        // A card opens from the list; an id that is not in the list (or another one while a detail is open) comes from a link.
        const title = snapshot.context.promotions.find((x: { id: string }) => x.id === e.id)?.title as string | undefined;
        if (!snapshot.matches("list") || !title) return false;
        // A card is named by what it shows, its title first.
        await user.click(screen.getByRole("button", { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`) }));
        return true;
      }
      case "CLOSE":
        await user.click(screen.getByRole("button", { name: "Back to promotions" }));
        return true;
      case "DISMISS": {
        const close = screen.queryByRole("button", { name: "Dismiss message" });
        if (!close) return false;
        await user.click(close);
        return true;
      }
      case "JOIN":
      case "APPLY.OPEN":
      case "APPLY.CANCEL":
      case "APPLY.SUBMIT": {
        const name = { JOIN: "Join", "APPLY.OPEN": "Apply", "APPLY.CANCEL": "Cancel", "APPLY.SUBMIT": "Send application" }[event.type];
        const button = screen.queryByRole("button", { name });
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "COMMENT.CHANGE":
        if (!screen.queryByLabelText("Comment")) return false;
        typeInto("Comment", e.text as string);
        return true;
      case "IMAGE.ADD": {
        const picked = e.file as PickedFile;
        return pickFile(picked.name, picked.size);
      }
      case "IMAGE.REMOVE": {
        const remove = screen.queryAllByRole("button", { name: /^Remove / })[e.index as number];
        if (!remove) return false;
        await user.click(remove);
        return true;
      }
      default:
        return false;
    }
  },
};

/**
 * The list model with at most one image picked (the too-big one, then one at the limit): the fourth image and the
 * rest of the image rules are the machine paths' (tests/machines/promotions.paths.test.ts); the screen's part is here.
 */
const viewModel: typeof promotionsListModel = {
  ...promotionsListModel,
  payloads: {
    ...promotionsListModel.payloads,
    "IMAGE.ADD": (snapshot) => (snapshot.context.images.length === 0 && snapshot.context.comment === "" ? [{ type: "IMAGE.ADD", file: { name: "big.png", size: 5 * 1024 * 1024 + 1, blob: null } }, { type: "IMAGE.ADD", file: { name: "limit.jpg", size: 5 * 1024 * 1024, blob: null } }] : []),
  },
  // The screen's states: which promotion is open and whether the form holds anything (the machine paths vary the rest).
  contextKey: (c) => [c.openId ?? null, c.comment !== "" || c.images.length > 0],
};

describeViewPaths(viewModel, promotionsView);

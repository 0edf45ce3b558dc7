import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import type { GameListInput } from "../../machines/game-list.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { GameCentre } from "../../src/views/games/GameCentre";
import { page } from "../fixtures/games";
import { guestListModel, memberListModel } from "../machines/game-list.model";
import { gameListFlow } from "../machines/game-list.oracle";
import type { ViewModel } from "./replay-view";
import { vendorBrandName } from "../../src/views/games/vendor-names";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });
const MODE_LABELS = { game: "All games", HOT: "Hot", FAV: "Favourites", RECENT: "Recent" } as const;

/**
 * One page only: a short list asks for its next page as soon as it shows (the grid's end is on screen), which the
 * machine paths cover; here every list fits one page.
 */
const onePage = <M extends typeof memberListModel>(model: M): M => ({
  ...model,
  payloads: { ...model.payloads, "xstate.done.actor.fetchGames": () => [{ type: "xstate.done.actor.fetchGames", output: page([1, 2, 3], 1, 1) }] },
});

/** The list after the path's events (game-list.oracle.ts, for the model's input), in English. */
const gameListView = (input: GameListInput): ViewModel<typeof memberListModel.machine> => ({
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <GameCentre list={actor} title="Slots" vendors={["PG", "JILI"]} rng />
      </AppProviders>
    </AppActorProvider>
  ),
  async expectScreen(_snapshot, events) {
    const flow = gameListFlow(input).follow(events);
    const count = await screen.findByTestId("game-count");
    const modes = screen.getByRole("group", { name: "List mode" });
    expect(within(modes).getByRole("button", { name: MODE_LABELS[flow.mode] }).getAttribute("aria-pressed")).toBe("true");
    for (const [mode, label] of Object.entries(MODE_LABELS)) {
      if (mode !== flow.mode) expect(within(modes).getByRole("button", { name: label }).getAttribute("aria-pressed")).toBe("false");
    }
    const vendors = screen.getByRole("group", { name: "Vendors" });
    expect((within(vendors).getByRole("radio", { name: flow.vendor ? vendorBrandName(flow.vendor) : "All vendors" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("searchbox", { name: "Search games" }) as HTMLInputElement).value).toBe(flow.search);
    if (flow.phase === "loading" || flow.phase === "debouncing") {
      await waitFor(() => expect(count.textContent).toBe("Loading games…"));
    } else if (flow.phase === "failed") {
      expect((await screen.findByRole("alert")).textContent).toBe("Network link is abnormal, please try again");
      expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    } else if (flow.phase === "favourites") {
      // A visitor has no favourites flow: the list is empty.
      await waitFor(() => expect(count.textContent).toBe("0 games"));
      expect(screen.getByText("No games found.")).toBeTruthy();
    } else {
      await waitFor(() => expect(count.textContent).toBe(`${flow.total} games`));
      await waitFor(() => expect(screen.getAllByTestId("game-tile")).toHaveLength(flow.games.length));
    }
  },
  async perform(event, user) {
    switch (event.type) {
      case "LIST.MODE": {
        // The active mode's own button is clicked again too (a radio group would swallow that click; these buttons must pass it on).
        const mode = (event as unknown as { mode: keyof typeof MODE_LABELS }).mode;
        await user.click(within(screen.getByRole("group", { name: "List mode" })).getByRole("button", { name: MODE_LABELS[mode] }));
        return true;
      }
      case "LIST.VENDOR": {
        const vendor = (event as unknown as { vendor?: string }).vendor;
        await user.click(within(screen.getByRole("group", { name: "Vendors" })).getByText(vendor ? vendorBrandName(vendor) : "All vendors"));
        return true;
      }
      case "LIST.CLASSIFY": {
        const scratch = within(screen.getByRole("group", { name: "Game types" })).getByRole("checkbox", { name: "Scratch cards" }) as HTMLInputElement;
        if ((event as unknown as { classify?: string }).classify !== "SC" || scratch.checked) return false;
        await user.click(within(screen.getByRole("group", { name: "Game types" })).getByText("Scratch cards"));
        return true;
      }
      case "LIST.SEARCH":
        fireEvent.change(screen.getByRole("searchbox", { name: "Search games" }), { target: { value: (event as unknown as { text: string }).text } });
        return true;
      case "LIST.RETRY": {
        const retry = screen.queryByRole("button", { name: "Try again" });
        if (!retry) return false;
        await user.click(retry);
        return true;
      }
      default:
        return false;
    }
  },
});

describeViewPaths(onePage(memberListModel), gameListView(memberListModel.input!));
describeViewPaths({ ...onePage(guestListModel), name: "gameList (visitor)" }, gameListView(guestListModel.input!));

import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { FavouritesError } from "../../src/views/games/FavouritesError";
import { GameTile } from "../../src/views/games/GameTile";
import { FavouritesProvider } from "../../src/views/games/use-game-refs";
import { game } from "../fixtures/games";
import { favouritesModel } from "../machines/favourites.model";
import { followFavourites } from "../machines/favourites.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });
const GAMES = [game(1), game(2)];
const heartOf = (nodeId: number) => screen.getByRole("button", { name: new RegExp(`(Add|Remove) Golden Dragon ${nodeId} (to|from) favourites`) });

const favouritesView: ViewModel<typeof favouritesModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <FavouritesProvider value={actor}>
          {GAMES.map((g) => (
            <GameTile key={g.nodeId} game={g} />
          ))}
          <FavouritesError />
        </FavouritesProvider>
      </AppProviders>
    </AppActorProvider>
  ),
  // The hearts follow the spec's favourites after the path's events (favourites.oracle.ts), not the machine's context.
  async expectScreen(_snapshot, events) {
    const hearts = followFavourites(events);
    for (const g of GAMES) {
      const on = hearts.ids.includes(String(g.nodeId));
      await waitFor(() => expect(heartOf(g.nodeId).getAttribute("aria-pressed")).toBe(String(on)));
      expect(heartOf(g.nodeId).getAttribute("aria-label")).toBe(on ? `Remove ${g.gameName} from favourites` : `Add ${g.gameName} to favourites`);
    }
    // A refused add or removal says so (the removal is rolled back already) until the member closes the message.
    const shown = hearts.phase === "ready" && hearts.error !== undefined;
    await waitFor(() => expect(screen.queryByRole("alert")?.textContent ?? null).toBe(shown ? "The favourite could not be changedNetwork link is abnormal, please try again" : null));
  },
  async perform(event, user) {
    if (event.type === "FAVOURITES.DISMISS_ERROR") {
      const close = screen.queryByRole("button", { name: "Close message" });
      if (!close) return false;
      await user.click(close);
      return true;
    }
    if (event.type !== "FAVOURITE.ADD" && event.type !== "FAVOURITE.REMOVE") return false;
    const target = (event as unknown as { game: { gameName: string } }).game;
    const label = event.type === "FAVOURITE.ADD" ? `Add ${target.gameName} to favourites` : `Remove ${target.gameName} from favourites`;
    const heart = screen.queryByRole("button", { name: label });
    // The heart offers the other action: a person cannot send this event (the path delivers it directly).
    if (!heart) return false;
    await user.click(heart);
    return true;
  },
};

describeViewPaths(favouritesModel, favouritesView);

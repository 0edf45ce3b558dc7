import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import type { LobbyContext } from "../../machines/lobby.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { Lobby } from "../../src/views/lobby/Lobby";
import { lobbyModel } from "../machines/lobby.model";
import { renderInRouter } from "./in-router";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });
/** The lobby's parts top-down: a part shows once it is ready and every part above it has settled (no layout shift). */
const PARTS = ["matches", "hot", "lanes", "winners"] as const;

const lobbyView: ViewModel<typeof lobbyModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>{renderInRouter(<Lobby lobby={actor} notices={undefined} />)}</AppProviders>
    </AppActorProvider>
  ),
  async expectScreen(snapshot) {
    const context = snapshot.context as LobbyContext;
    const settled = (part: (typeof PARTS)[number]) => !snapshot.matches({ [part]: "loading" });
    const ready = (part: (typeof PARTS)[number]) =>
      snapshot.matches({ [part]: "ready" }) && PARTS.slice(0, PARTS.indexOf(part)).every(settled);
    await waitFor(() => expect(screen.queryAllByTestId(/^lobby-row-/).length > 0).toBe(ready("lanes") && context.lanes.length > 0));
    await waitFor(() => expect(Boolean(screen.queryByRole("heading", { name: "Hot games" }))).toBe(ready("hot")));
    if (ready("winners")) {
      const board = await screen.findByRole("table", { name: "Winner board" });
      expect(within(board).getAllByRole("row")).toHaveLength(context.winners.length + 1);
    } else await waitFor(() => expect(screen.queryByRole("table", { name: "Winner board" })).toBeNull());
    await waitFor(() => expect(screen.queryAllByTestId("hot-match").length).toBe(ready("matches") ? context.matches.length : 0));
    const failed = PARTS.some((part) => snapshot.matches({ [part]: "failed" }));
    await waitFor(() => expect(Boolean(screen.queryByRole("button", { name: "Load again" }))).toBe(failed));
  },
  async perform(event, user) {
    if (event.type !== "LOBBY.RETRY") return false;
    await user.click(screen.getByRole("button", { name: "Load again" }));
    return true;
  },
};

describeViewPaths(lobbyModel, lobbyView);

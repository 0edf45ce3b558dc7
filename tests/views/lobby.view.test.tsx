import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { Lobby } from "../../src/views/lobby/Lobby";
import { lobbyModel } from "../machines/lobby.model";
import { followLobby } from "../machines/lobby.oracle";
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
  // The parts follow the lobby after the path's events (lobby.oracle.ts) and the answers the path gave.
  async expectScreen(_snapshot, events) {
    const flow = followLobby(events);
    const settled = (part: (typeof PARTS)[number]) => flow.phase[part] !== "loading";
    const ready = (part: (typeof PARTS)[number]) => flow.phase[part] === "ready" && PARTS.slice(0, PARTS.indexOf(part)).every(settled);
    const count = (part: (typeof PARTS)[number]) => flow.answers[part]?.length ?? 0;
    await waitFor(() => expect(screen.queryAllByTestId(/^lobby-row-/).length > 0).toBe(ready("lanes") && count("lanes") > 0));
    await waitFor(() => expect(Boolean(screen.queryByRole("heading", { name: "Hot games" }))).toBe(ready("hot")));
    if (ready("winners")) {
      const board = await screen.findByRole("table", { name: "Winner board" });
      expect(within(board).getAllByRole("row")).toHaveLength(count("winners") + 1);
    } else await waitFor(() => expect(screen.queryByRole("table", { name: "Winner board" })).toBeNull());
    await waitFor(() => expect(screen.queryAllByTestId("hot-match").length).toBe(ready("matches") ? count("matches") : 0));
    const failed = PARTS.some((part) => flow.phase[part] === "failed");
    await waitFor(() => expect(Boolean(screen.queryByRole("button", { name: "Load again" }))).toBe(failed));
  },
  async perform(event, user) {
    if (event.type !== "LOBBY.RETRY") return false;
    await user.click(screen.getByRole("button", { name: "Load again" }));
    return true;
  },
};

describeViewPaths(lobbyModel, lobbyView);

import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { LaunchDialogs } from "../../src/views/games/LaunchDialogs";
import { memberLaunchModel } from "../machines/launch.model";
import { launchFlow } from "../machines/launch.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });

const member = launchFlow(false);

const launchView: ViewModel<typeof memberLaunchModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <LaunchDialogs launch={actor} />
      </AppProviders>
    </AppActorProvider>
  ),
  // The dialogs follow the launch after the path's events (launch.oracle.ts); the suggestions are the answered games not under maintenance.
  async expectScreen(_snapshot, events) {
    const flow = member.follow(events);
    if (flow.phase === "maintenance") {
      const dialog = await screen.findByRole("dialog", { name: "Game under maintenance" });
      await waitFor(() => expect(within(dialog).queryAllByTestId("game-tile")).toHaveLength(flow.popular.length));
      for (const g of flow.popular) expect(within(dialog).getByText(g.gameName)).toBeTruthy();
    } else {
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Game under maintenance" })).toBeNull());
    }
    if (flow.phase === "failed") {
      const dialog = await screen.findByRole("dialog", { name: "The game could not start" });
      expect(within(dialog).getByRole("alert").textContent).toBe("Network link is abnormal, please try again");
    } else {
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "The game could not start" })).toBeNull());
    }
  },
  async perform(event, user, snapshot) {
    if (event.type === "LAUNCH.CLOSE" && (snapshot.matches("maintenance") || snapshot.matches("failed"))) {
      await user.click(screen.getAllByRole("button", { name: "Close dialog" })[0]!);
      return true;
    }
    return false;
  },
};

describeViewPaths(memberLaunchModel, launchView);

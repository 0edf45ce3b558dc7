import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import type { LaunchContext } from "../../machines/launch.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { LaunchDialogs } from "../../src/views/games/LaunchDialogs";
import { memberLaunchModel } from "../machines/launch.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });

const launchView: ViewModel<typeof memberLaunchModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <LaunchDialogs launch={actor} />
      </AppProviders>
    </AppActorProvider>
  ),
  async expectScreen(snapshot) {
    const context = snapshot.context as LaunchContext;
    if (snapshot.matches("maintenance")) {
      const dialog = await screen.findByRole("dialog", { name: "Game under maintenance" });
      await waitFor(() => expect(within(dialog).queryAllByTestId("game-tile")).toHaveLength(context.popular.length));
    } else {
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Game under maintenance" })).toBeNull());
    }
    if (snapshot.matches("failed")) {
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

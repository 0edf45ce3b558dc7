import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { AppActorProvider } from "../../src/app/app-context";
import type { PvpRoom } from "../../contract";
import { AppProviders } from "../../src/views/AppProviders";
import { RoomsView } from "../../src/views/games/pvp/PvpRoomsView";
import { pvpRoomsModel } from "../machines/pvp-rooms.model";
import { followPvpRooms } from "../machines/pvp-rooms.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });
const baht = (amount: number) => `฿${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const roomsView: ViewModel<typeof pvpRoomsModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <RoomsView rooms={actor} />
      </AppProviders>
    </AppActorProvider>
  ),
  async expectScreen(_snapshot, events) {
    const flow = followPvpRooms(events);
    if (flow.phase === "loading") {
      await screen.findByLabelText("Loading tables");
      return;
    }
    if (flow.phase === "failed") {
      expect((await screen.findByRole("alert")).textContent).toContain("Network link is abnormal, please try again");
      return;
    }
    const rooms = flow.rooms as PvpRoom[];
    if (rooms.length === 0) {
      await screen.findByText("No table is open right now.");
      return;
    }
    for (const room of rooms) {
      const card = await screen.findByLabelText(room.table);
      expect(within(card).getByText(`Stakes ${baht(room.minBet)} – ${baht(room.maxBet)}`)).toBeTruthy();
      expect(within(card).getByText(`Seated ${room.seated} of ${room.seats}`)).toBeTruthy();
      const full = room.seated >= room.seats;
      expect(Boolean(within(card).queryByText("Full"))).toBe(full);
      expect((within(card).getByRole("button", { name: `Join ${room.table}` }) as HTMLButtonElement).disabled).toBe(full);
    }
  },
  async perform(event, user, snapshot) {
    if (event.type === "ROOMS.RETRY" && snapshot.matches("failed")) {
      await user.click(screen.getByRole("button", { name: "Try again" }));
      return true;
    }
    return false;
  },
};

describeViewPaths(pvpRoomsModel, roomsView);

import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import type { ApiClient } from "../../src/api/http-client";
import { AppActorProvider } from "../../src/app/app-context";
import { setPageDeps } from "../../src/app/page-deps";
import { AppProviders } from "../../src/views/AppProviders";
import { ChatRoomsView } from "../../src/views/chat/ChatRoomsModal";
import { chatRoomsModel, MODELS } from "../machines/chat-rooms.model";
import { followChatRooms } from "../machines/chat-rooms.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

// The room's own chat (live-chat view test covers it) waits for a launch that does not answer here.
setPageDeps({ api: { request: () => new Promise(() => {}) } as unknown as ApiClient, language: () => "EN", onBalanceChanged: () => {}, openRecovery: () => {} });

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });

const roomsView: ViewModel<typeof chatRoomsModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <ChatRoomsView rooms={actor} />
      </AppProviders>
    </AppActorProvider>
  ),
  async expectScreen(_snapshot, events) {
    const flow = followChatRooms(events);
    if (flow.phase === "loading") {
      await screen.findByLabelText("Loading the rooms");
      return;
    }
    if (flow.phase === "failed") {
      expect((await screen.findByRole("alert")).textContent).toBe("Network link is abnormal, please try again");
      return;
    }
    if (flow.phase === "inRoom") {
      expect(await screen.findByText(flow.room!.name)).toBeTruthy();
      expect(screen.getByRole("button", { name: "All rooms" })).toBeTruthy();
      expect(screen.getByText("Connecting…")).toBeTruthy();
      return;
    }
    const list = await screen.findByRole("list", { name: "Rooms" });
    for (const model of MODELS) {
      const row = within(list).getByText(model.name).closest("[role=listitem]") as HTMLElement;
      expect(within(row).getByText(`${model.present} in the room`)).toBeTruthy();
      if (model.open) expect(within(row).getByRole("button", { name: `Enter ${model.name}'s room` })).toBeTruthy();
      else {
        expect(within(row).getByText("Closed")).toBeTruthy();
        expect(within(row).queryByRole("button")).toBeNull();
      }
    }
  },
  async perform(event, user, snapshot) {
    if (event.type === "ROOMS.ENTER" && snapshot.matches("picking")) {
      const model = MODELS.find((m) => m.modelId === (event as unknown as { modelId: string }).modelId);
      if (!model?.open) return false;
      await user.click(screen.getByRole("button", { name: `Enter ${model.name}'s room` }));
      return true;
    }
    if (event.type === "ROOMS.LEAVE" && snapshot.matches("inRoom")) {
      await user.click(screen.getByRole("button", { name: "All rooms" }));
      return true;
    }
    if (event.type === "ROOMS.RETRY" && snapshot.matches("failed")) {
      await user.click(screen.getByRole("button", { name: "Try again" }));
      return true;
    }
    return false;
  },
};

describeViewPaths(chatRoomsModel, roomsView);

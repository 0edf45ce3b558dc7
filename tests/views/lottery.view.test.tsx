import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { FbSportsView } from "../../src/views/lottery/FbSportsView";
import { LotteryView } from "../../src/views/lottery/LotteryView";
import { fbSportsModel } from "../machines/fb-sports.model";
import { lotteryMenus, lotteryModel, vnLottery } from "../machines/lottery.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });
const NETWORK = "Network link is abnormal, please try again";

const lotteryView: ViewModel<typeof lotteryModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <LotteryView lottery={actor} />
      </AppProviders>
    </AppActorProvider>
  ),
  // The page after the path's events (lottery.oracle.ts), with the answers the path gave, in English.
  async expectScreen(_snapshot, events) {
    const flow = vnLottery.follow(events);
    expect(await screen.findByRole("heading", { name: "VN lottery", level: 1 })).toBeTruthy();
    if (flow.phase === "loading") {
      expect(await screen.findByLabelText("Loading lottery")).toBeTruthy();
      return;
    }
    if (flow.phase === "failed") {
      expect((await screen.findByRole("alert")).textContent).toBe(NETWORK);
      expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
      return;
    }
    if (flow.menus.length === 0) {
      expect(await screen.findByText("No lottery games here at the moment.")).toBeTruthy();
      return;
    }
    const chips = within(await screen.findByRole("group", { name: "Lottery games" })).getAllByRole("checkbox") as HTMLInputElement[];
    expect(chips).toHaveLength(flow.menus.length);
    const selected = flow.menus.find((m) => m.gameCode === flow.gameCode)!;
    await waitFor(() => expect(chips.filter((c) => c.checked).map((c) => c.labels?.[0]?.textContent)).toEqual([selected.gameName]));
    expect(screen.getByRole("heading", { name: selected.gameName, level: 2 })).toBeTruthy();
    if (flow.phase === "drawing") expect(await screen.findByLabelText("Loading the last draw")).toBeTruthy();
    else if (flow.opened) await waitFor(() => expect(within(screen.getByRole("list", { name: "Drawn numbers" })).getAllByRole("listitem")).toHaveLength(flow.opened!.numbers.length));
    else expect(await screen.findByText("The last draw is not available.")).toBeTruthy();
    const frame = () => screen.queryByTitle("Lottery game");
    if (flow.phase === "playing") {
      await waitFor(() => expect(frame()?.getAttribute("src")).toBe(flow.url));
      expect(screen.queryByRole("button", { name: `Play ${selected.gameName}` })).toBeNull();
    } else {
      await waitFor(() => expect(frame()).toBeNull());
      const play = screen.getByRole("button", { name: `Play ${selected.gameName}` });
      await waitFor(() => expect(play.hasAttribute("data-loading")).toBe(flow.phase === "launching"));
    }
    if (flow.phase === "ready" && flow.error) expect((await screen.findByRole("alert")).textContent).toBe(flow.error.errorCode === "REAL_ACCOUNT_REQUIRED" ? "A real account is needed" : NETWORK);
    else await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  },
  async perform(event, user) {
    switch (event.type) {
      case "LOTTERY.SELECT": {
        // A chip is there only for a menu the page loaded (the model's fixture menus).
        const menu = lotteryMenus.find((m) => m.gameCode === (event as unknown as { gameCode: string }).gameCode);
        const group = screen.queryByRole("group", { name: "Lottery games" });
        if (!menu || !group) return false;
        await user.click(within(group).getByText(menu.gameName));
        return true;
      }
      case "LOTTERY.PLAY": {
        // The Play button of the game whose chip is checked.
        const group = screen.queryByRole("group", { name: "Lottery games" });
        const chosen = group ? (within(group).queryAllByRole("checkbox") as HTMLInputElement[]).find((c) => c.checked)?.labels?.[0]?.textContent : undefined;
        const play = chosen ? screen.queryByRole("button", { name: `Play ${chosen}` }) : null;
        if (!play || play.hasAttribute("disabled") || play.hasAttribute("data-loading")) return false;
        await user.click(play);
        return true;
      }
      case "LOTTERY.CLOSE": {
        const close = screen.queryByRole("button", { name: "Close the game" });
        if (!close) return false;
        await user.click(close);
        return true;
      }
      case "LOTTERY.RETRY": {
        const retry = screen.queryByRole("button", { name: "Try again" });
        if (!retry) return false;
        await user.click(retry);
        return true;
      }
      default:
        return false;
    }
  },
};

const fbSportsView: ViewModel<typeof fbSportsModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <FbSportsView fb={actor} />
      </AppProviders>
    </AppActorProvider>
  ),
  // The last event says what shows: the launch on its way, its refusal, or the game URL it answered.
  async expectScreen(_snapshot, events) {
    const last = events.at(-1) as { type: string; output?: { content: { game_url: string } }; error?: { errorCode?: string } } | undefined;
    if (!last || last.type === "FB.RETRY") expect(await screen.findByLabelText("Opening the sports book")).toBeTruthy();
    else if (last.type === "xstate.error.actor.launchFb") {
      expect((await screen.findByRole("alert")).textContent).toBe(last.error?.errorCode === "REAL_ACCOUNT_REQUIRED" ? "A real account is needed" : NETWORK);
      expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    } else await waitFor(() => expect(screen.getByTitle("Sports book").getAttribute("src")).toBe(last.output!.content.game_url));
  },
  async perform(event, user) {
    if (event.type !== "FB.RETRY") return false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    return true;
  },
};

describeViewPaths(lotteryModel, lotteryView);
describeViewPaths(fbSportsModel, fbSportsView);

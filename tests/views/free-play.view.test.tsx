import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { activateLanguage } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { FreePlayStatus } from "../../src/views/trial/FreePlayStatus";
import { freePlayModel } from "../machines/free-play.model";
import { generatePaths } from "../paths/generate-paths";
import { replayOnView, type ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

/** The English catalogue messages for the errors the path model produces. */
const ERROR_TEXT: Record<string, string> = { FREEPLAY_DISABLED: "Function not enabled, contact customer service" };

const dialog = () => screen.findByRole("dialog", { name: "Free play" }, { timeout: 3000 });

/** The failure the path's last step answered with, if it was one. */
const failure = (events: readonly EventObject[]) => {
  const last = events.at(-1) as (EventObject & { error?: { errorCode?: string } }) | undefined;
  return last?.type === "xstate.error.actor.startFreePlay" ? last.error : undefined;
};

async function expectFreePlayScreen(_: AnyMachineSnapshot, events: readonly EventObject[]): Promise<void> {
  // Spec: the trial login starts at once and again on Retry; its failure is shown with Retry and Close.
  const last = events.at(-1)?.type;
  const starting = last === undefined || last === "FREEPLAY.RETRY";
  const error = failure(events);
  if (starting) expect((await screen.findByRole("status")).textContent).toBe("Starting free play…");
  else expect(screen.queryByRole("status")).toBeNull();
  if (error) {
    const modal = await dialog();
    expect(within(modal).getByText(ERROR_TEXT[error.errorCode!]!)).toBeTruthy();
    expect(within(modal).getByRole("button", { name: "Retry" })).toBeTruthy();
    expect(within(modal).getByRole("button", { name: "Close" })).toBeTruthy();
  } else {
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  }
}

type Close = (user: UserEvent, modal: HTMLElement) => Promise<void>;
const CLOSE_WAYS: Record<string, Close> = {
  "the Close button": (user, modal) => user.click(within(modal).getByRole("button", { name: "Close" })),
  "the dialog's close button": (user, modal) => user.click(within(modal).getByRole("button", { name: "Close dialog" })),
  Escape: (user) => user.keyboard("{Escape}"),
};

function freePlayView(close: Close): ViewModel<typeof freePlayModel.machine> {
  return {
    render: (actor) => (
      <AppProviders>
        <FreePlayStatus freePlay={actor} />
      </AppProviders>
    ),
    expectScreen: expectFreePlayScreen,
    async perform(event, user) {
      switch (event.type) {
        case "FREEPLAY.RETRY":
          await user.click(within(await dialog()).getByRole("button", { name: "Retry" }));
          return true;
        case "FREEPLAY.CLOSE":
          await close(user, await dialog());
          return true;
        default:
          return false;
      }
    },
  };
}

describeViewPaths(freePlayModel, freePlayView(CLOSE_WAYS["the Close button"]!));

describe("freePlay machine: every way of closing the failure", () => {
  beforeAll(() => activateLanguage("en"));
  const closing = generatePaths(freePlayModel).find((path) => path.steps.at(-1)!.event.type === "FREEPLAY.CLOSE");

  it.each(Object.entries(CLOSE_WAYS))("closes with %s", async (_, close) => {
    expect(closing).toBeDefined();
    await replayOnView(freePlayModel, freePlayView(close), closing!);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { createActor } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { ChooserDialog } from "../../src/views/connection/ChooserDialog";
import { connectionChooserModel } from "../machines/connection-chooser.model";
import { followChooser } from "../machines/connection-chooser.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });
const TITLE = "Choose the best connection";

const chooserView: ViewModel<typeof connectionChooserModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <ChooserDialog chooser={actor} />
      </AppProviders>
    </AppActorProvider>
  ),
  async expectScreen(_snapshot, events) {
    const flow = followChooser(events);
    if (flow.phase === "checking" || flow.phase === "idle") {
      await waitFor(() => expect(screen.queryByRole("dialog", { name: TITLE })).toBeNull());
      return;
    }
    const dialog = await screen.findByRole("dialog", { name: TITLE });
    expect(Boolean(within(dialog).queryByText("This address is answering slowly. A faster one may help."))).toBe(flow.automatic);
    if (flow.phase === "measuring") {
      expect(within(dialog).getByText("Measuring the connections…")).toBeTruthy();
      return;
    }
    const answering = flow.results.filter((r) => r.ms !== null);
    if (answering.length === 0) {
      expect(within(dialog).getByRole("alert").textContent).toBe("No address answered. Check your network and test again.");
      expect((within(dialog).getByRole("button", { name: "Enter" }) as HTMLButtonElement).disabled).toBe(true);
      return;
    }
    const radios = within(dialog).getAllByRole("radio") as HTMLInputElement[];
    // Fastest first, silent routes last (the oracle's order), the chosen one checked, silent ones not choosable.
    expect(radios.map((r) => r.value)).toEqual(flow.results.map((r) => r.route));
    for (const r of radios) {
      const time = flow.results.find((x) => x.route === r.value)!;
      expect(r.checked).toBe(r.value === flow.chosen);
      expect(r.disabled).toBe(time.ms === null);
    }
    const bestRow = radios[0]!.closest("div[class*=Group]") as HTMLElement;
    expect(within(bestRow).getByText("Best")).toBeTruthy();
    expect(within(bestRow).getByText(`${answering.sort((a, b) => a.ms! - b.ms!)[0]!.ms} ms`)).toBeTruthy();
    expect(within(dialog).getAllByText("No answer")).toHaveLength(flow.results.length - answering.length);
    expect(within(dialog).getAllByText("Current")).toHaveLength(1);
    // While the session is handed over, Enter shows it is working and nothing else can be pressed.
    const handingOver = flow.phase === "handingOver";
    expect((within(dialog).getByRole("button", { name: "Enter" }) as HTMLButtonElement).disabled).toBe(handingOver);
    expect((within(dialog).getByRole("button", { name: "Test again" }) as HTMLButtonElement).disabled).toBe(handingOver);
  },
  async perform(event, user, snapshot) {
    if (!snapshot.matches("choosing")) return false;
    const dialog = screen.getByRole("dialog", { name: TITLE });
    if (event.type === "CONNECTION.SELECT") {
      const radio = within(dialog).queryByRole("radio", { name: (event as unknown as { route: string }).route }) as HTMLInputElement | null;
      if (!radio || radio.disabled) return false;
      await user.click(radio);
      return true;
    }
    if (event.type === "CONNECTION.RETEST") {
      await user.click(within(dialog).getByRole("button", { name: "Test again" }));
      return true;
    }
    if (event.type === "CONNECTION.ENTER") {
      const enter = within(dialog).getByRole("button", { name: "Enter" }) as HTMLButtonElement;
      if (enter.disabled) return false;
      await user.click(enter);
      return true;
    }
    return false;
  },
};

describeViewPaths(connectionChooserModel, chooserView);

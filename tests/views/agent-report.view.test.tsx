import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { AgentReport } from "../../src/views/agent/AgentReport";
import { agentReportModel } from "../machines/agent-report.model";
import { followAgentReport } from "../machines/agent-report.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading } from "./wallet-view-helpers";

/** A range end as the page shows it: a medium-style date in English (the view tests run in English). */
const day = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

const PRESETS: Record<number, string> = { [-7]: "Previous 7 days", [-30]: "Previous 30 days", 7: "Next 7 days", 30: "Next 30 days" };

/** The report after the path's events (agent-report.oracle.ts), with the answer's row (agent-report.model.ts), in English. */
async function expectReportScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const flow = followAgentReport(events);
  expect((await screen.findByTestId("report-range")).textContent).toBe(`${day(flow.start)} – ${day(flow.end)}`);
  if (flow.phase === "loading") return expectLoading();
  if (flow.phase === "failed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  const table = await screen.findByRole("table", { name: "Team transactions" });
  expect(within(table).getByText("player1")).toBeTruthy();
  expect(within(table).getByText("Wage")).toBeTruthy();
  expect(within(table).getByText("฿12.50")).toBeTruthy();
  expect(screen.getByRole("button", { name: `Page ${flow.pageNo}` }).getAttribute("data-active")).toBe("true");
}

const reportView: ViewModel<typeof agentReportModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <AgentReport flow={actor} title="Team transactions" />
    </AppProviders>
  ),
  expectScreen: expectReportScreen,
  async perform(event, user) {
    switch (event.type) {
      case "RANGE.PRESET":
        await user.click(screen.getByRole("button", { name: PRESETS[(event as unknown as { days: number }).days]! }));
        return true;
      case "PAGE.SET": {
        // There is no button for a page before the first.
        const button = screen.queryByRole("button", { name: `Page ${(event as unknown as { pageNo: number }).pageNo}` });
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "REPORT.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      // The reports have no date picker or filter of their own yet: these reach the flow directly.
      default:
        return false;
    }
  },
};

describeViewPaths(agentReportModel, reportView);

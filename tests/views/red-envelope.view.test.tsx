import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { RedEnvelope } from "../../src/views/points/RedEnvelope";
import { redEnvelopeGuestModel, redEnvelopeModel } from "../machines/red-envelope.model";
import { envelopeAfter, type Role } from "../machines/red-envelope.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const BUTTON = "Open the red envelope: New Year red envelopes";

function envelopeView(role: Role): ViewModel<typeof redEnvelopeModel.machine> {
  return {
    render: (actor) => (
      <AppProviders>
        <RedEnvelope flow={actor} />
      </AppProviders>
    ),
    async expectScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
      const v = envelopeAfter(role, events);
      if (v.phase === "available" || v.phase === "grabbing") expect(await screen.findByRole("button", { name: BUTTON })).toBeTruthy();
      else await waitFor(() => expect(screen.queryByRole("button", { name: BUTTON })).toBeNull());
      if (v.phase === "opened") {
        const box = await screen.findByRole("dialog", { name: "Red envelope" });
        expect(within(box).getByRole("status").textContent).toBe("You got ฿23.45! It is in your main wallet and in your bonus details.");
      } else if (v.phase === "failed") {
        const box = await screen.findByRole("dialog", { name: "Red envelope" });
        expect(within(box).getByRole("alert").textContent).toBe("RED_ENVELOPE_ALREADY_GRABBED");
      } else {
        await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      }
    },
    async perform(event, user) {
      if (event.type === "ENVELOPE.OPEN") {
        await user.click(screen.getByRole("button", { name: BUTTON }));
        return true;
      }
      if (event.type === "ENVELOPE.CLOSE") {
        await user.click(within(screen.getByRole("dialog", { name: "Red envelope" })).getByRole("button", { name: "Close" }));
        return true;
      }
      return false;
    },
  };
}

describeViewPaths(redEnvelopeModel, envelopeView("member"));
describeViewPaths(redEnvelopeGuestModel, envelopeView("guest"));

import type { EventObject } from "xstate";
import type { VipInfo } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

export interface VipView {
  phase: "loading" | "loadFailed" | "ready";
  info?: VipInfo;
  error?: unknown;
}

function apply(v: VipView, event: EventObject & Record<string, unknown>): StepExpectation {
  switch (event.type) {
    case "xstate.done.actor.loadVip": {
      v.phase = "ready";
      v.info = event.output as VipInfo;
      v.error = undefined;
      // A promotion paid the upgrade bonus into the main wallet, so the header balance refreshes.
      return v.info.member && v.info.member.promotedTo.length > 0 ? { effects: ["memberPromoted"] } : {};
    }
    case "xstate.error.actor.loadVip":
      v.phase = "loadFailed";
      v.error = event.error;
      return {};
    case "VIP.RETRY":
      v.phase = "loading";
      return { requests: [{ id: "loadVip" }] };
  }
  return {};
}

function run(events: readonly EventObject[]) {
  const view: VipView = { phase: "loading" };
  let expectation: StepExpectation = { requests: [{ id: "loadVip" }] };
  for (const event of events) expectation = apply(view, event as EventObject & Record<string, unknown>);
  return { view, expectation };
}

export function vipAfter(events: readonly EventObject[]): VipView {
  return run(events).view;
}

export const vipOracle: Oracle = {
  step(events) {
    const { view, expectation } = run(events);
    return { ...expectation, context: { info: view.info, error: view.error } };
  },
};

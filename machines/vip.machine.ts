import { assign, setup } from "xstate";
import type { ErrorInfo, VipInfo } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface VipContext {
  info?: VipInfo;
  error?: ErrorInfo;
}

export type VipEvent = { type: "VIP.RETRY" };

/**
 * The VIP page: the levels and their benefits, and for a member the current level and progress. Reading it lets the
 * server promote the member; a promotion paid an upgrade bonus, so the header balance and member info refresh.
 */
export const vipMachine = setup({
  types: { context: {} as VipContext, events: {} as VipEvent },
  actors: { loadVip: promiseNotProvided<VipInfo>("loadVip") },
  actions: { memberPromoted: () => {} },
  guards: { promoted: ({ event }) => ((event as unknown as { output?: VipInfo }).output?.member?.promotedTo.length ?? 0) > 0 },
}).createMachine({
  id: "vip",
  description: "The VIP page: the levels and their benefits, and for a member their current level and progress. Opening it may promote the member; a promotion pays an upgrade bonus, so the balance shown in the header refreshes.",
  meta: { spec: ["1 What the product does and for whom", "3 Entities and fields", "9 Business constants and limits"], screen: "VIP page" },
  context: {},
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the VIP levels and the member's progress.",
      invoke: {
        id: "loadVip",
        src: "loadVip",
        onDone: [
          { guard: "promoted", target: "ready", description: "The member reached a new level: the upgrade bonus shows in the balance and the VIP label updates.", actions: [assign({ info: ({ event }) => event.output, error: undefined }), "memberPromoted"] },
          { target: "ready", description: "The levels and progress are shown.", actions: assign({ info: ({ event }) => event.output, error: undefined }) },
        ],
        onError: { target: "loadFailed", description: "The page could not be loaded.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { description: "The VIP page could not be loaded; the player can retry.", on: { "VIP.RETRY": { target: "loading", description: "The player tries again." } } },
    ready: { description: "The VIP levels, benefits and the member's progress are shown." },
  },
});

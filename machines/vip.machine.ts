import { assign, setup } from "xstate";
import type { ErrorInfo, VipInfo } from "../src/contract";
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
  context: {},
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadVip",
        src: "loadVip",
        onDone: [
          { guard: "promoted", target: "ready", actions: [assign({ info: ({ event }) => event.output, error: undefined }), "memberPromoted"] },
          { target: "ready", actions: assign({ info: ({ event }) => event.output, error: undefined }) },
        ],
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { on: { "VIP.RETRY": "loading" } },
    ready: {},
  },
});

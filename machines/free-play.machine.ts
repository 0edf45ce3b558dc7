import { assign, setup } from "xstate";
import type { ErrorInfo, LoginAnswer } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface FreePlayContext {
  answer?: LoginAnswer;
  error?: ErrorInfo;
}

export type FreePlayEvent = { type: "FREEPLAY.RETRY" } | { type: "FREEPLAY.CLOSE" };

/** Trial play: asks the platform for a trial account and ends with its login, or with nothing if the visitor gives up. */
export const freePlayMachine = setup({
  types: {
    context: {} as FreePlayContext,
    events: {} as FreePlayEvent,
    output: {} as { answer?: LoginAnswer },
  },
  actors: {
    startFreePlay: promiseNotProvided<LoginAnswer>("startFreePlay"),
  },
}).createMachine({
  id: "freePlay",
  context: {},
  initial: "starting",
  output: ({ context }) => ({ answer: context.answer }),
  states: {
    starting: {
      invoke: {
        id: "startFreePlay",
        src: "startFreePlay",
        onDone: { target: "started", actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      on: { "FREEPLAY.RETRY": "starting", "FREEPLAY.CLOSE": "closed" },
    },
    started: { type: "final" },
    closed: { type: "final" },
  },
});

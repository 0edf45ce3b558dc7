import { assign, setup } from "xstate";
import type { ErrorInfo, LoginAnswer } from "../contract";
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
  description: "Free play: the site asks for a trial account, and the visitor is signed in with it (or stays a visitor if they give up).",
  meta: { spec: ["6 Roles and permissions", "7 Calls › Authentication and member", "3 Entities and fields"], screen: "Free play (trial account)" },
  context: {},
  initial: "starting",
  output: ({ context }) => ({ answer: context.answer }),
  states: {
    starting: {
      description: "Waiting for the server to create a trial account.",
      invoke: {
        id: "startFreePlay",
        src: "startFreePlay",
        onDone: { target: "started", description: "The trial account was created.", actions: assign({ answer: ({ event }) => event.output }) },
        onError: { target: "failed", description: "The trial account could not be created: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      description: "The trial could not start; the visitor can retry or give up.",
      on: {
        "FREEPLAY.RETRY": { target: "starting", description: "The visitor tries again." },
        "FREEPLAY.CLOSE": { target: "closed", description: "The visitor gives up and stays a visitor." },
      },
    },
    started: { type: "final", description: "Signed in with the trial account." },
    closed: { type: "final", description: "No trial account was made." },
  },
});

import { appMachine } from "../../machines/app.machine";
import type { RestoredSession } from "../../machines/session-role";
import type { PathModel } from "../paths/generate-paths";
import { domainInvalidError, networkError, unauthorizedError } from "../fixtures/errors";
import { maintenance, member, regionBlocked, running, unknownStatus } from "../fixtures/system";

const restored = (type: number, role: RestoredSession["role"]): RestoredSession => ({ member: member(type), role });

/** How the root machine is explored: every boot outcome, every restored role, every failure the actors can report. */
export const appModel: PathModel<typeof appMachine> = {
  name: "app",
  machine: appMachine,
  input: { language: "th", hasStoredToken: true, dismissedPopups: [] },
  contextKey: (context) => ({ token: context.hasStoredToken, role: context.role ?? null }),
  payloads: {
    "xstate.done.actor.loadSystem": () =>
      [running(), maintenance(), regionBlocked(), unknownStatus()].map((output) => ({ type: "xstate.done.actor.loadSystem", output })),
    "xstate.error.actor.loadSystem": () =>
      [networkError, domainInvalidError].map((error) => ({ type: "xstate.error.actor.loadSystem", error })),
    "xstate.done.actor.restoreSession": () =>
      [restored(0, "member"), restored(4, "trial"), restored(1, "agent"), restored(99, undefined)].map((output) => ({
        type: "xstate.done.actor.restoreSession",
        output,
      })),
    "xstate.error.actor.restoreSession": () =>
      [unauthorizedError, networkError].map((error) => ({ type: "xstate.error.actor.restoreSession", error })),
    "xstate.done.actor.fetchUnreadCount": () => [{ type: "xstate.done.actor.fetchUnreadCount", output: 3 }],
    "xstate.error.actor.fetchUnreadCount": () => [{ type: "xstate.error.actor.fetchUnreadCount", error: networkError }],
    "xstate.done.actor.logout": () => [{ type: "xstate.done.actor.logout", output: undefined }],
    "xstate.error.actor.logout": () => [{ type: "xstate.error.actor.logout", error: networkError }],
    "LANGUAGE.SET": () => [{ type: "LANGUAGE.SET", language: "en" }],
  },
};

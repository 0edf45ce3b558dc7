import type { ActorRefFrom } from "xstate";
import type { withdrawMachine } from "../../../machines/withdraw.machine";

/** The withdrawal page's actor, as the page and its bank binding hold it. */
export type WithdrawRef = ActorRefFrom<typeof withdrawMachine>;

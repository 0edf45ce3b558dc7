import type { ActorRefFrom } from "xstate";
import type { pointMallMachine } from "../../../machines/point-mall.machine";

/** The point mall page's actor, as its page and dialogs hold it. */
export type PointMallRef = ActorRefFrom<typeof pointMallMachine>;

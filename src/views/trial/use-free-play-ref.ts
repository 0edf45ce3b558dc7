import type { ActorRefFrom } from "xstate";
import type { freePlayMachine } from "../../../machines/free-play.machine";
import { useAppSelector } from "../../app/app-context";
import { machineChild } from "../common/machine-child";

export type FreePlayRef = ActorRefFrom<typeof freePlayMachine>;

/** The freePlay child while a trial session starts (undefined otherwise). */
export function useFreePlayRef(): FreePlayRef | undefined {
  return useAppSelector((snapshot) => machineChild(snapshot.children.freePlay as FreePlayRef | undefined));
}

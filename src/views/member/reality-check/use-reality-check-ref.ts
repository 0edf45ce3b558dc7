import type { ActorRefFrom } from "xstate";
import type { realityCheckMachine } from "../../../../machines/reality-check.machine";
import { useAppSelector } from "../../../app/app-context";

export type RealityCheckRef = ActorRefFrom<typeof realityCheckMachine>;

/** The signed-in session's reality check (the root's realityCheck child); undefined when no one is signed in. */
export function useRealityCheckRef(): RealityCheckRef | undefined {
  return useAppSelector((snapshot) => snapshot.children.realityCheck as RealityCheckRef | undefined);
}

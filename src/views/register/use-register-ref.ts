import type { ActorRefFrom } from "xstate";
import type { registerMachine } from "../../../machines/register.machine";
import { useAppSelector } from "../../app/app-context";
import { machineChild } from "../common/machine-child";

export type RegisterRef = ActorRefFrom<typeof registerMachine>;

/** The register child while a guest registers (undefined otherwise). */
export function useRegisterRef(): RegisterRef | undefined {
  return useAppSelector((snapshot) => machineChild(snapshot.children.register as RegisterRef | undefined));
}

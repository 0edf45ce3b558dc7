import type { ActorRefFrom } from "xstate";
import type { changePasswordMachine } from "../../../machines/change-password.machine";
import { useAppSelector } from "../../app/app-context";
import { machineChild } from "../common/machine-child";

export type ChangePasswordRef = ActorRefFrom<typeof changePasswordMachine>;

/** The changePassword child: a forced change after sign-in, or one the member opened (undefined otherwise). */
export function useChangePasswordRef(): ChangePasswordRef | undefined {
  return useAppSelector((snapshot) => machineChild(snapshot.children.changePassword as ChangePasswordRef | undefined));
}

import type { ActorRefFrom } from "xstate";
import type { forgotPasswordMachine } from "../../../machines/forgot-password.machine";
import { useAppSelector } from "../../app/app-context";
import { machineChild } from "../common/machine-child";

export type ForgotPasswordRef = ActorRefFrom<typeof forgotPasswordMachine>;

/** The forgotPassword child while a guest recovers a password (undefined otherwise). */
export function useForgotPasswordRef(): ForgotPasswordRef | undefined {
  return useAppSelector((snapshot) => machineChild(snapshot.children.forgotPassword as ForgotPasswordRef | undefined));
}

import type { ActorRefFrom } from "xstate";
import type { loginMachine } from "../../../machines/login.machine";
import { useAppSelector } from "../../app/app-context";
import { machineChild } from "../common/machine-child";

export type LoginRef = ActorRefFrom<typeof loginMachine>;

/** The login child of the guest session (undefined otherwise). */
export function useLoginRef(): LoginRef | undefined {
  return useAppSelector((snapshot) => machineChild(snapshot.children.login as LoginRef | undefined));
}

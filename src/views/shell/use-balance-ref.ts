import type { ActorRefFrom } from "xstate";
import type { balanceMachine } from "../../../machines/balance.machine";
import { useAppSelector } from "../../app/app-context";

export type BalanceRef = ActorRefFrom<typeof balanceMachine>;

/** The balance child of the signed-in session (undefined otherwise). */
export function useBalanceRef(): BalanceRef | undefined {
  return useAppSelector((snapshot) => snapshot.children.balance as BalanceRef | undefined);
}

import { shallowEqual } from "@xstate/react";
import type { CustomerServiceLink } from "../../../contract";
import { useAppSelector } from "../../app/app-context";

const NONE: readonly CustomerServiceLink[] = [];

/** The customer-service links of the system status (empty before it is known). */
export function useCustomerService(): readonly CustomerServiceLink[] {
  return useAppSelector((snapshot) => snapshot.context.system?.status.info.customerService ?? NONE, shallowEqual);
}

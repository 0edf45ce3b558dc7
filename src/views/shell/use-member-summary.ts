import { shallowEqual } from "@xstate/react";
import type { MemberRole } from "../../../contract";
import { useAppSelector } from "../../app/app-context";

export interface MemberSummary {
  name: string;
  role?: MemberRole;
  vipLabel?: string;
  unreadCount: number;
  promoCount: number;
}

/** What the header shows about the signed-in member. */
export function useMemberSummary(): MemberSummary {
  return useAppSelector(
    ({ context }) => ({
      name: context.member?.nickname || context.member?.userName || "",
      role: context.role,
      vipLabel: context.member?.clubLabel?.labelName || undefined,
      unreadCount: context.unreadCount,
      promoCount: context.member?.availablePromoCount ?? 0,
    }),
    shallowEqual,
  );
}

import { Badge, type BadgeProps } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useMemberSummary } from "./use-member-summary";

/** The member's club (VIP) label, when they have one; it opens the VIP page. */
export function VipBadge(props: BadgeProps) {
  const { vipLabel } = useMemberSummary();
  if (!vipLabel) return null;
  return (
    <Badge component={Link} to="/vip" style={{ cursor: "pointer" }} variant="gradient" gradient={{ from: "gold.3", to: "gold.7", deg: 135 }} c="dark.9" {...props}>
      {vipLabel}
    </Badge>
  );
}

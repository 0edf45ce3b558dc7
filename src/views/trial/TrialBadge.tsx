import { Trans } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import { useMemberSummary } from "../shell/use-member-summary";

/** "Trial" beside the balance of a free-play account (wide screens: on phones the account menu reads "Trial"). */
export function TrialBadge() {
  const { role } = useMemberSummary();
  if (role !== "trial") return null;
  return (
    <Badge color="teal" variant="light" size="sm" visibleFrom="sm" style={{ flexShrink: 0, overflow: "visible" }}>
      <Trans>Trial</Trans>
    </Badge>
  );
}

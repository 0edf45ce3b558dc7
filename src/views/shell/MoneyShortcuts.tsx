import { Trans } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useMemberSummary } from "./use-member-summary";

/** Agent (for agents), deposit and withdraw shortcuts. */
export function MoneyShortcuts({ onNavigate, fullWidth = false }: { onNavigate?: () => void; fullWidth?: boolean }) {
  const { role } = useMemberSummary();
  return (
    <>
      {role === "agent" && (
        <Button component={Link} to="/agentHome" variant="light" size="xs" fullWidth={fullWidth} onClick={onNavigate}>
          <Trans>Agent</Trans>
        </Button>
      )}
      <Button component={Link} to="/member/depositv2" size="xs" fullWidth={fullWidth} onClick={onNavigate}>
        <Trans>Deposit</Trans>
      </Button>
      <Button component={Link} to="/member/withdraw" variant="outline" size="xs" fullWidth={fullWidth} onClick={onNavigate}>
        <Trans>Withdraw</Trans>
      </Button>
    </>
  );
}

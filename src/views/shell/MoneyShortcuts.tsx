import { Trans } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useAppActor } from "../../app/app-context";
import { useMemberSummary } from "./use-member-summary";
import { CountBadge } from "./CountBadge";
import { useContractSummary } from "../agent/consolidated-store";
import { CONTRACT_PAGE_OF } from "../agent/agent-pages";
import { CONTRACT_KINDS } from "../../../contract";

/** Agent (for agents), deposit and withdraw shortcuts; a trial account is asked for a real one instead. */
export function MoneyShortcuts({ onNavigate, fullWidth = false }: { onNavigate?: () => void; fullWidth?: boolean }) {
  const app = useAppActor();
  const { role } = useMemberSummary();
  const contracts = useContractSummary();
  // A member who holds or is offered a contract reaches its page from here (agents through the agent centre).
  const contractKind = CONTRACT_KINDS.find((kind) => contracts.waiting[kind] > 0) ?? CONTRACT_KINDS.find((kind) => contracts.info[kind]?.own);
  if (role === "trial") {
    const askForRealAccount = () => {
      onNavigate?.();
      app.send({ type: "REAL_ACCOUNT.REQUIRED" });
    };
    return (
      <>
        <Button size="xs" fullWidth={fullWidth} onClick={askForRealAccount}>
          <Trans>Deposit</Trans>
        </Button>
        <Button variant="outline" size="xs" fullWidth={fullWidth} onClick={askForRealAccount}>
          <Trans>Withdraw</Trans>
        </Button>
      </>
    );
  }
  return (
    <>
      {role === "agent" && (
        <Button component={Link} to="/agentHome" variant="light" size="xs" fullWidth={fullWidth} onClick={onNavigate} rightSection={<CountBadge count={contracts.total} />}>
          <Trans>Agent</Trans>
        </Button>
      )}
      {role === "member" && contractKind && (
        <Button component={Link} to={`/agent/${CONTRACT_PAGE_OF[contractKind]}`} variant="light" size="xs" fullWidth={fullWidth} onClick={onNavigate} rightSection={<CountBadge count={contracts.total} />}>
          <Trans>Contracts</Trans>
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

import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, List, Loader, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { contractMachine } from "../../../machines/contract.machine";
import type { Contract, ContractKind } from "../../../contract";
import { CONTRACT_ACTION_LABELS, CONTRACT_DONE_MESSAGES, CONTRACT_KIND_LABELS, CONTRACT_STATUS_LABELS, RATE_PROBLEM_MESSAGES } from "../../i18n/agent-messages";
import { ErrorAlert } from "../common/ErrorAlert";
import { childStateView, stateView } from "../common/state-view";
import { LoadFailed } from "../wallet/LoadFailed";
import { WalletSection } from "../wallet/WalletSection";
import { AgentReport } from "./AgentReport";
import { useAgentReportFlow, useContractFlow } from "./use-agent-flow";
import { STICKY_END } from "../common/sticky-end";
import { STACKED_TABLE, StackedTableContainer } from "../common/StackedTable";

export type ContractRef = ActorRefFrom<typeof contractMachine>;

/** A contract kind's page: the contracts with their actions, the offer form, and the payments of the kind. */
export function ContractPage({ kind, title }: { kind: ContractKind; title: string }) {
  return (
    <Stack gap="md">
      <Contracts flow={useContractFlow(kind)} title={title} />
      <ContractPayments kind={kind} />
    </Stack>
  );
}

function ContractPayments({ kind }: { kind: ContractKind }) {
  const { t } = useLingui();
  return <AgentReport flow={useAgentReportFlow("contractPayments", kind)} title={t`Payments`} headingOrder={2} />;
}

const rateText = (rate: number) => `${rate}%`;

/** The contract flow's screen (also rendered alone by the view path tests). */
export function Contracts({ flow, title }: { flow: ContractRef; title: string }) {
  const { t, i18n } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({
      state: stateView(s, { loading: "loading", loadFailed: "loadFailed", ready: "ready", offer: "offer", acting: "acting", success: "success", reloading: "reloading" }),
      offerStep: childStateView(s, "offer", { editing: "editing", previewing: "previewing", confirming: "confirming", warning: "warning", submitting: "submitting", refused: "refused" }),
      actStep: childStateView(s, "acting", { confirming: "confirming", submitting: "submitting", refused: "refused" }),
      kind: s.context.kind,
      rule: s.context.rule,
      contracts: s.context.contracts,
      downlines: s.context.downlines,
      info: s.context.info,
      downlineId: s.context.downlineId,
      rateText: s.context.rateText,
      problem: s.context.problem,
      ends: s.context.ends,
      target: s.context.target,
      outcome: s.context.outcome,
      error: s.context.error,
      notice: s.context.notice,
    }),
    shallowEqual,
  );
  const kindLabel = i18n._(CONTRACT_KIND_LABELS[view.kind]);
  const downlineName = view.downlines.find((d) => d.id === view.downlineId)?.username ?? "";
  const rate = view.rateText.trim();
  return (
    <WalletSection title={title}>
      {view.notice ? (
        <Alert role="alert" color="orange" variant="light" withCloseButton closeButtonLabel={t`Dismiss message`} onClose={() => flow.send({ type: "NOTICE.DISMISS" })}>
          <Trans>This contract was withdrawn or changed meanwhile. The list shows it as it is now.</Trans>
          {view.notice.message ? <Text size="sm" mt={4}>{view.notice.message}</Text> : null}
        </Alert>
      ) : null}
      {view.state === "loading" || view.state === "reloading" ? <Loader aria-label={t`Loading`} /> : null}
      {view.state === "loadFailed" ? <LoadFailed error={view.error} onRetry={() => flow.send({ type: "CONTRACTS.RETRY" })} /> : null}
      {view.state === "success" && view.outcome ? (
        <Stack>
          <Alert color="green" role="status">
            {i18n._(CONTRACT_DONE_MESSAGES[view.outcome.action])}
            {view.outcome.ends.length > 0 ? (
              <EndedList ends={view.outcome.ends} intro={view.outcome.action === "offer" ? t`Once the downline accepts, these contracts end:` : t`These contracts ended:`} />
            ) : null}
          </Alert>
          <Button variant="light" onClick={() => flow.send({ type: "SUCCESS.CLOSE" })}>
            <Trans>OK</Trans>
          </Button>
        </Stack>
      ) : null}
      {view.state === "ready" ? (
        <>
          {view.info?.own ? (
            <Text size="sm">
              <Trans>Your own {kindLabel} contract: {rateText(view.info.own.rate)} ({i18n._(CONTRACT_STATUS_LABELS[view.info.own.status])})</Trans>
            </Text>
          ) : null}
          {view.info?.canOffer && view.downlines.length > 0 ? (
            <Group>
              <Button onClick={() => flow.send({ type: "OFFER.START" })}>
                <Trans>Offer a contract</Trans>
              </Button>
            </Group>
          ) : null}
          <ContractTable contracts={view.contracts} onAct={(contractId, action) => flow.send({ type: "CONTRACT.ACT", contractId, action })} />
        </>
      ) : null}
      {view.state === "offer" ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label={t`New contract request`}>
          <Stack>
            <Title order={2} fz="lg">
              <Trans>New contract request</Trans>
            </Title>
            {view.offerStep === "editing" || view.offerStep === "previewing" ? (
              <>
                <NativeSelect
                  label={t`Direct downline`}
                  value={view.downlineId === undefined ? "" : String(view.downlineId)}
                  data={[{ value: "", label: t`Choose a downline` }, ...view.downlines.map((d) => ({ value: String(d.id), label: d.username }))]}
                  error={view.problem === "downline" ? i18n._(RATE_PROBLEM_MESSAGES.downline) : undefined}
                  onChange={(e) => {
                    const id = Number(e.currentTarget.value);
                    if (e.currentTarget.value !== "" && Number.isInteger(id)) flow.send({ type: "OFFER.DOWNLINE", downlineId: id });
                  }}
                />
                <TextInput
                  label={t`Rate (%)`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={view.rateText}
                  description={t`From ${view.rule.minRate}% to ${Math.min(view.rule.maxRate, view.info?.maxOfferRate ?? view.rule.maxRate)}%, at most ${view.rule.decimals} decimals`}
                  error={view.problem && view.problem !== "downline" ? i18n._(RATE_PROBLEM_MESSAGES[view.problem]) : undefined}
                  onChange={(e) => flow.send({ type: "OFFER.RATE", text: e.currentTarget.value })}
                />
                <Group>
                  <Button loading={view.offerStep === "previewing"} onClick={() => flow.send({ type: "OFFER.SUBMIT" })}>
                    <Trans>Continue</Trans>
                  </Button>
                  <Button variant="default" onClick={() => flow.send({ type: "OFFER.CANCEL" })}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Group>
              </>
            ) : null}
            {view.offerStep === "confirming" || view.offerStep === "warning" || view.offerStep === "submitting" ? (
              <>
                <Text>
                  <Trans>Offer {downlineName} a {kindLabel} contract at {rate}%?</Trans>
                </Text>
                {view.ends.length > 0 ? (
                  <Alert color="orange" role="alert" title={t`Lower rate`}>
                    <EndedList ends={view.ends} intro={t`This rate is lower than contracts below this downline. Once the downline accepts, these contracts end:`} />
                  </Alert>
                ) : null}
                <Group>
                  <Button color={view.ends.length > 0 ? "orange" : undefined} loading={view.offerStep === "submitting"} onClick={() => flow.send({ type: "OFFER.CONFIRM" })}>
                    {view.ends.length > 0 ? <Trans>Confirm and end these contracts</Trans> : <Trans>Confirm offer</Trans>}
                  </Button>
                  <Button variant="default" disabled={view.offerStep === "submitting"} onClick={() => flow.send({ type: "OFFER.BACK" })}>
                    <Trans>Back</Trans>
                  </Button>
                  <Button variant="subtle" disabled={view.offerStep === "submitting"} onClick={() => flow.send({ type: "OFFER.CANCEL" })}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Group>
              </>
            ) : null}
            {view.offerStep === "refused" ? (
              <>
                <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
                <Group>
                  <Button variant="light" onClick={() => flow.send({ type: "REFUSAL.CLOSE" })}>
                    <Trans>Back</Trans>
                  </Button>
                  <Button variant="default" onClick={() => flow.send({ type: "OFFER.CANCEL" })}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Group>
              </>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {view.state === "acting" && view.target ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label={t`Confirm`}>
          <Stack>
            <ActionQuestion target={view.target} kindLabel={kindLabel} />
            {view.actStep === "refused" ? (
              <>
                <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
                <Button variant="light" onClick={() => flow.send({ type: "REFUSAL.CLOSE" })}>
                  <Trans>Close</Trans>
                </Button>
              </>
            ) : (
              <Group>
                <Button loading={view.actStep === "submitting"} onClick={() => flow.send({ type: "ACTION.CONFIRM" })}>
                  {i18n._(CONTRACT_ACTION_LABELS[view.target.action])}
                </Button>
                <Button variant="default" disabled={view.actStep === "submitting"} onClick={() => flow.send({ type: "ACTION.CANCEL" })}>
                  <Trans>Cancel</Trans>
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ) : null}
    </WalletSection>
  );
}

function ActionQuestion({ target, kindLabel }: { target: { contract: Contract; action: Contract["actions"][number] }; kindLabel: string }) {
  const { i18n } = useLingui();
  const action = i18n._(CONTRACT_ACTION_LABELS[target.action]);
  const rate = rateText(target.contract.rate);
  const upline = target.contract.uplineName;
  const downline = target.contract.downlineName;
  return (
    <Text>
      <Trans>
        {action}: the {kindLabel} contract at {rate} between {upline} (upline) and {downline} (downline)?
      </Trans>
    </Text>
  );
}

function EndedList({ ends, intro }: { ends: Contract[]; intro: string }) {
  return (
    <Stack gap={4} mt={4}>
      <Text size="sm">{intro}</Text>
      <List size="sm">
        {ends.map((c) => (
          <List.Item key={c.id}>
            {c.uplineName} → {c.downlineName}: {rateText(c.rate)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function ContractTable({ contracts, onAct }: { contracts: Contract[]; onAct: (contractId: number, action: Contract["actions"][number]) => void }) {
  const { t, i18n } = useLingui();
  if (contracts.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No contracts yet.</Trans>
      </Text>
    );
  }
  return (
    <StackedTableContainer minWidth={560}>
      <Table aria-label={t`Contracts`} striped className={STACKED_TABLE}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>Upline</Trans></Table.Th>
            <Table.Th><Trans>Downline</Trans></Table.Th>
            <Table.Th><Trans>Rate</Trans></Table.Th>
            <Table.Th><Trans>Status</Trans></Table.Th>
            <Table.Th style={STICKY_END}><Trans>Actions</Trans></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.map((c) => (
            <Table.Tr key={c.id} data-testid={`contract-${c.id}`}>
              <Table.Td data-label={t`Upline`}>{c.uplineName}</Table.Td>
              <Table.Td data-label={t`Downline`}>{c.downlineName}</Table.Td>
              <Table.Td data-label={t`Rate`}>{rateText(c.rate)}</Table.Td>
              <Table.Td data-label={t`Status`}>
                <Group gap={6}>
                  {i18n._(CONTRACT_STATUS_LABELS[c.status])}
                  {c.awaitingMe ? <Badge color="red" size="xs">{t`Waiting for you`}</Badge> : null}
                </Group>
              </Table.Td>
              <Table.Td style={STICKY_END} data-testid="row-actions" data-label="">
                <Group gap={6} wrap="nowrap">
                  {c.actions.map((action) => (
                    <Button key={action} size="xs" variant={action === "accept" ? "filled" : "light"} color={action === "reject" || action === "terminate" ? "red" : undefined} onClick={() => onAct(c.id, action)}>
                      {i18n._(CONTRACT_ACTION_LABELS[action])}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTableContainer>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Loader, Modal, Pagination, Stack, Table, Text, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { downlineListMachine } from "../../../machines/downline-list.machine";
import type { DownlineRow } from "../../../contract";
import { CONTRACT_KIND_LABELS } from "../../i18n/agent-messages";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { useMoney } from "../common/use-money";
import { LoadFailed } from "../wallet/LoadFailed";
import { WalletSection } from "../wallet/WalletSection";
import { DownlineTransfer } from "./DownlineTransfer";
import { useDownlineTransferFlow } from "./use-agent-flow";
import { STICKY_END } from "../common/sticky-end";
import { STACKED_TABLE, StackedTableContainer } from "../common/StackedTable";
import { usePaginationLabels } from "../common/use-pagination-labels";

export type DownlineListRef = ActorRefFrom<typeof downlineListMachine>;

/** The agent's direct downlines: search, paging, and a transfer to one of them. */
export function DownlineList({ flow, title }: { flow: DownlineListRef; title: string }) {
  const { t, i18n } = useLingui();
  const paginationLabels = usePaginationLabels();
  const language = useLanguage();
  const money = useMoney();
  const [transferTo, setTransferTo] = useState<DownlineRow | undefined>(undefined);
  const view = useSelector(
    flow,
    (s) => ({ loading: s.matches("loading"), failed: s.matches("failed"), keywordText: s.context.keywordText, query: s.context.query, page: s.context.page, error: s.context.error }),
    shallowEqual,
  );
  const closeTransfer = () => {
    setTransferTo(undefined);
    flow.send({ type: "DOWNLINES.RELOAD" });
  };
  return (
    <WalletSection title={title}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: "SEARCH.SUBMIT" });
        }}
      >
        <Group align="end">
          <TextInput label={t`Search by username`} value={view.keywordText} onChange={(e) => flow.send({ type: "SEARCH.CHANGE", text: e.currentTarget.value })} style={{ flex: 1 }} />
          <Button type="submit" disabled={view.loading}><Trans>Search</Trans></Button>
          {view.query.keyword ? <Button variant="default" onClick={() => flow.send({ type: "SEARCH.CLEAR" })}><Trans>Show all</Trans></Button> : null}
        </Group>
      </form>
      {view.loading ? <Loader aria-label={t`Loading`} /> : null}
      {view.failed ? <LoadFailed error={view.error} onRetry={() => flow.send({ type: "DOWNLINES.RETRY" })} /> : null}
      {!view.loading && !view.failed && view.page ? (
        view.page.content.length === 0 ? (
          <Text c="dimmed">{view.query.keyword ? <Trans>No downline matches “{view.query.keyword}”.</Trans> : <Trans>You have no downlines yet.</Trans>}</Text>
        ) : (
          <Stack>
            <Text size="sm" c="dimmed"><Trans>{view.page.total} downlines</Trans></Text>
            <StackedTableContainer minWidth={640}>
              <Table aria-label={t`Downlines`} striped className={STACKED_TABLE}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th><Trans>Username</Trans></Table.Th>
                    <Table.Th><Trans>Registered</Trans></Table.Th>
                    <Table.Th><Trans>Balance</Trans></Table.Th>
                    <Table.Th><Trans>Bets</Trans></Table.Th>
                    <Table.Th><Trans>Team size</Trans></Table.Th>
                    <Table.Th><Trans>Contracts</Trans></Table.Th>
                    <Table.Th style={STICKY_END}><Trans>Actions</Trans></Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.page.content.map((d) => (
                    <Table.Tr key={d.id}>
                      <Table.Td data-label={t`Username`}>
                        <Group gap={6}>
                          {d.username}
                          {d.isAgent ? <Badge size="xs" variant="light">{t`Agent`}</Badge> : null}
                        </Group>
                      </Table.Td>
                      <Table.Td data-label={t`Registered`}>{formatDateTime(d.regDate, language, { timeStyle: undefined })}</Table.Td>
                      <Table.Td data-label={t`Balance`}>{money(d.balance)}</Table.Td>
                      <Table.Td data-label={t`Bets`}>{money(d.betAmount)}</Table.Td>
                      <Table.Td data-label={t`Team size`}>{d.teamSize}</Table.Td>
                      <Table.Td data-label={t`Contracts`}>{d.contracts.map((c) => `${i18n._(CONTRACT_KIND_LABELS[c.kind])} ${c.rate}%`).join(", ") || "–"}</Table.Td>
                      <Table.Td style={STICKY_END} data-testid="row-actions" data-label="">
                        <Button size="xs" variant="light" onClick={() => setTransferTo(d)}>
                          <Trans>Transfer</Trans>
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </StackedTableContainer>
            {view.page.totalPages > 1 ? (
              <Pagination total={view.page.totalPages} value={view.query.pageNo} onChange={(pageNo) => flow.send({ type: "PAGE.SET", pageNo })} {...paginationLabels} />
            ) : null}
          </Stack>
        )
      ) : null}
      <Modal opened={transferTo !== undefined} onClose={closeTransfer} title={t`Transfer to downline`} closeButtonProps={{ "aria-label": t`Close` }}>
        {transferTo ? <TransferToDownline downline={transferTo} /> : null}
      </Modal>
    </WalletSection>
  );
}

function TransferToDownline({ downline }: { downline: DownlineRow }) {
  return <DownlineTransfer flow={useDownlineTransferFlow({ id: downline.id, username: downline.username })} />;
}

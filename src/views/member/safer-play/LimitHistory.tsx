import { Trans, useLingui } from "@lingui/react/macro";
import { Stack, Table, Text, Title } from "@mantine/core";
import type { LimitChange } from "../../../../contract";
import { LIMIT_CHANGE_STATUS_LABELS, LIMIT_NAMES } from "../../../i18n/limit-messages";
import { formatSiteDateTime } from "../../common/format-date-time";
import { STACKED_TABLE, StackedTableContainer } from "../../common/StackedTable";
import { useLanguage } from "../../common/use-language";
import { useMoney } from "../../common/use-money";

/** The member's changes to their limits, newest first: from and to, when asked, when in force, and what became of each. */
export function LimitHistory({ history }: { history: readonly LimitChange[] }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const money = useMoney();
  const amount = (value: number | null) => (value === null ? t`No limit` : money(value));
  const heads = { limit: t`Limit`, from: t`From`, to: t`To`, requested: t`Asked for`, effective: t`Takes effect`, status: t`Status` };
  return (
    <Stack gap="xs" component="section" aria-labelledby="limit-history">
      <Title order={2} fz="lg" id="limit-history">
        <Trans>History of changes</Trans>
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">
          <Trans>No changes yet.</Trans>
        </Text>
      ) : (
        <StackedTableContainer minWidth={640}>
          <Table aria-label={t`History of changes`} striped className={STACKED_TABLE}>
            <Table.Thead>
              <Table.Tr>
                {Object.values(heads).map((head) => (
                  <Table.Th key={head}>{head}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((change) => (
                <Table.Tr key={change.id}>
                  <Table.Td data-label={heads.limit}>{i18n._(LIMIT_NAMES[change.kind][change.period])}</Table.Td>
                  <Table.Td data-label={heads.from}>{amount(change.from)}</Table.Td>
                  <Table.Td data-label={heads.to}>{amount(change.to)}</Table.Td>
                  <Table.Td data-label={heads.requested}>{formatSiteDateTime(change.requestedAt, language)}</Table.Td>
                  <Table.Td data-label={heads.effective}>{formatSiteDateTime(change.effectiveAt, language)}</Table.Td>
                  <Table.Td data-label={heads.status}>{i18n._(LIMIT_CHANGE_STATUS_LABELS[change.status])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </StackedTableContainer>
      )}
    </Stack>
  );
}

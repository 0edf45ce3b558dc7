import { useLingui } from "@lingui/react/macro";
import { Table, Title } from "@mantine/core";
import type { Winner } from "../../../contract";
import { useLanguage } from "../common/use-language";
import { numberFormat, WHOLE_NUMBER } from "../common/intl-formats";

/** The winner board: twenty winners, amounts without decimals. */
export function WinnerBoard({ winners }: { winners: Winner[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  if (winners.length === 0) return null;
  const amount = numberFormat(language, WHOLE_NUMBER);
  return (
    <section aria-labelledby="winner-board">
      <Title order={2} id="winner-board" fz="lg" mb="xs">
        {t`Winner board`}
      </Title>
      <Table striped aria-labelledby="winner-board">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Player`}</Table.Th>
            <Table.Th>{t`Game`}</Table.Th>
            <Table.Th ta="right">{t`Win`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {winners.map((winner, index) => (
            <Table.Tr key={index}>
              <Table.Td>{winner.vo.account}</Table.Td>
              <Table.Td>{winner.vo.gameName}</Table.Td>
              <Table.Td ta="right">{amount.format(Math.trunc(winner.vo.winAmount))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

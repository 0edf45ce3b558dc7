import { useLingui } from "@lingui/react/macro";
import { Title } from "@mantine/core";
import type { Winner } from "../../../contract";
import { useLanguage } from "../common/use-language";
import { numberFormat, WHOLE_NUMBER } from "../common/intl-formats";
import classes from "./WinnerBoard.module.css";

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
      <table className={classes.table} aria-labelledby="winner-board">
        <thead>
          <tr>
            <th>{t`Player`}</th>
            <th>{t`Game`}</th>
            <th className={classes.amount}>{t`Win`}</th>
          </tr>
        </thead>
        <tbody>
          {winners.map((winner, index) => (
            <tr key={index}>
              <td>{winner.vo.account}</td>
              <td>{winner.vo.gameName}</td>
              <td className={classes.amount}>{amount.format(Math.trunc(winner.vo.winAmount))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

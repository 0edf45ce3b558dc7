import { useLingui } from "@lingui/react/macro";
import type { RngClassify } from "../../../contract";

/** Names of the RNG sub-categories. */
export function useClassifyLabels(): (classify: RngClassify) => string {
  const { t } = useLingui();
  const labels: Record<RngClassify, string> = {
    SC: t`Scratch cards`,
    VP: t`Video poker`,
    JP: t`Jackpot`,
    TG: t`Table games`,
    AC: t`Arcade games`,
    BG: t`Bingo`,
  };
  return (classify) => labels[classify];
}

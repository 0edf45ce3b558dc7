import { useSearch } from "@tanstack/react-router";
import { useActorRef } from "@xstate/react";
import type { LotteryArea } from "../../../machines/lottery-rules";
import { inspection } from "../../app/inspection";
import { lotteryFlows } from "../../app/lottery-flows";
import { usePathname } from "../common/use-pathname";
import { LotteryView } from "./LotteryView";

const AREAS: Record<string, LotteryArea> = { "/lottery": "lottery", "/seaLottery": "sea", "/vnLottery": "vn" };

/** /lottery, /seaLottery and /vnLottery (query `gameCode`): the lottery page starts again when the path or the game changes. */
export function LotteryPage() {
  const pathname = usePathname();
  const search = useSearch({ strict: false }) as { gameCode?: unknown };
  const area = AREAS[pathname] ?? "lottery";
  const gameCode = typeof search.gameCode === "string" && search.gameCode !== "" ? search.gameCode : undefined;
  return <LotteryFlow key={`${area}|${gameCode ?? ""}`} area={area} gameCode={gameCode} />;
}

function LotteryFlow({ area, gameCode }: { area: LotteryArea; gameCode?: string }) {
  const lottery = useActorRef(lotteryFlows().lottery, { input: { area, gameCode }, ...inspection("lottery") });
  return <LotteryView lottery={lottery} />;
}

import { useLingui } from "@lingui/react/macro";
import { Container } from "@mantine/core";
import { useParams, useSearch } from "@tanstack/react-router";
import { useActorRef } from "@xstate/react";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { gameListLogicOf } from "../../app/game-logic";
import { inspection } from "../../app/inspection";
import { isSignedIn } from "../../app/session-queries";
import { gameTypeOfPath } from "../../routes/categories";
import { useBackgroundSelector } from "../common/use-background-selector";
import { usePathname } from "../common/use-pathname";
import { centreTitle } from "./centre-title";
import { GameCentre } from "./GameCentre";
import { PvpRooms } from "./pvp/PvpRooms";
import { vendorsOf } from "./split-lanes";
import { useFavouritesRef, useLobbyRef } from "./use-game-refs";

const NO_VENDORS: string[] = [];

interface CentreSpec {
  gameType?: string;
  mode: "game" | "HOT";
}

/** Which list a centre route shows: /rng and friends, /hot, /games/all and /games/<game type>. */
export function centreOf(pathname: string, centre: string | undefined): CentreSpec {
  if (pathname === "/hot") return { mode: "HOT" };
  if (centre !== undefined) return { gameType: centre.toLowerCase() === "all" ? undefined : centre.toUpperCase(), mode: "game" };
  return { gameType: gameTypeOfPath(pathname), mode: "game" };
}

function CentreList({ spec, vendor, member, title }: { spec: CentreSpec; vendor?: string; member: boolean; title: string }) {
  const app = useAppActor();
  const list = useActorRef(gameListLogicOf(app), { input: { gameType: spec.gameType, mode: spec.mode, vendor, member }, ...inspection("gameList") });
  const lobby = useLobbyRef();
  const vendors = useBackgroundSelector(lobby, (s) => (s && spec.gameType ? vendorsOf(s.context.lanes, spec.gameType) : NO_VENDORS));
  const language = useAppSelector((s) => s.context.language);
  return (
    <GameCentre
      list={list}
      title={title}
      vendors={vendors}
      rng={spec.gameType === "RNG"}
      bingo={language === "en"}
      favourites={useFavouritesRef()}
    />
  );
}

/** A game centre route; the list starts again when the route, the vendor query or the session changes. */
export function GameCentrePage() {
  const { i18n } = useLingui();
  const pathname = usePathname();
  const params = useParams({ strict: false }) as { centre?: string };
  const search = useSearch({ strict: false }) as { vassalage?: string };
  const member = useAppSelector(isSignedIn);
  const spec = centreOf(pathname, params.centre);
  const title = i18n._(centreTitle(pathname, params.centre));
  const vendor = typeof search.vassalage === "string" ? search.vassalage : undefined;
  return (
    <Container size="xl" py="md">
      {spec.gameType === "PVP" && <PvpRooms key={String(member)} />}
      <CentreList key={`${pathname}|${vendor ?? ""}|${member}`} spec={spec} vendor={vendor} member={member} title={title} />
    </Container>
  );
}

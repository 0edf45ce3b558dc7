import { useLingui } from "@lingui/react/macro";
import { ActionIcon } from "@mantine/core";
import { IconHeart, IconHeartFilled } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { isFavourite } from "../../../machines/favourites.machine";
import { useAppActor } from "../../app/app-context";
import type { Game } from "../../../contract";
import { useFavouritesRef } from "./use-game-refs";

/** The heart: adds or removes a favourite; a visitor is asked to log in. */
export function FavouriteHeart({ game }: { game: Game }) {
  const { t } = useLingui();
  const app = useAppActor();
  const favourites = useFavouritesRef();
  const on = useSelector(favourites, (snapshot) => (snapshot ? isFavourite(snapshot.context, game) : false));
  const toggle = () => {
    if (!favourites) app.send({ type: "LOGIN.REQUIRED" });
    else favourites.send({ type: on ? "FAVOURITE.REMOVE" : "FAVOURITE.ADD", game });
  };
  return (
    <ActionIcon
      variant={on ? "filled" : "default"}
      color="red"
      radius="xl"
      size="sm"
      onClick={toggle}
      aria-pressed={on}
      aria-label={on ? t`Remove ${game.gameName} from favourites` : t`Add ${game.gameName} to favourites`}
    >
      {on ? <IconHeartFilled size={14} aria-hidden /> : <IconHeart size={14} stroke={2} aria-hidden />}
    </ActionIcon>
  );
}

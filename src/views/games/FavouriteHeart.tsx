import { useLingui } from "@lingui/react/macro";
import { ActionIcon } from "@mantine/core";
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
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-10-9.3C.6 8.6 2.4 4.5 6.3 4.5c2.2 0 3.8 1.3 4.7 2.8.9-1.5 2.5-2.8 4.7-2.8 3.9 0 5.7 4.1 4.3 7.2C19.5 16.4 12 21 12 21z"
          fill={on ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </ActionIcon>
  );
}

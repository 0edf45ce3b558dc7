import { Trans, useLingui } from "@lingui/react/macro";
import { Box, Button } from "@mantine/core";
import { memo } from "react";
import type { Game } from "../../../contract";
import { FavouriteHeart } from "./FavouriteHeart";
import { useImageUrl } from "./use-image-url";
import { usePlay } from "./use-play";
import classes from "./GameTile.module.css";

interface GameTileProps {
  game: Game;
  /** Pixel size of the square image (fixed, so nothing shifts while it loads). */
  size?: number;
  /** The first screenful loads at once; the rest lazily. */
  eager?: boolean;
  /** The page's largest paint (the lobby's first hot game): its image is fetched ahead of the others. */
  prominent?: boolean;
}

/** A game: image, play now, free trial (only when supportPlay is 0), display name, game name and the favourite heart. */
export const GameTile = memo(function GameTile({ game, size = 160, eager = false, prominent = false }: GameTileProps) {
  const { t } = useLingui();
  const play = usePlay();
  const src = useImageUrl(game.iconUrl);
  return (
    <Box className={classes.tile} data-testid="game-tile" aria-label={game.gameName} role="group">
      <div className={classes.media}>
        <img src={src} alt="" width={size} height={size} loading={eager || prominent ? "eager" : "lazy"} fetchPriority={prominent ? "high" : undefined} decoding="async" />
        <div className={classes.heart}>
          <FavouriteHeart game={game} />
        </div>
        <div className={classes.actions}>
          <Button size="compact-xs" onClick={() => play(game, "real")} aria-label={t`Play ${game.gameName}`}>
            <Trans>Play</Trans>
          </Button>
          {game.supportPlay === 0 && (
            <Button size="compact-xs" variant="white" onClick={() => play(game, "trial")} aria-label={t`Free trial of ${game.gameName}`}>
              <Trans>Free trial</Trans>
            </Button>
          )}
        </div>
      </div>
      <div className={classes.name} title={game.gameName}>
        {game.gameName}
      </div>
      <div className={classes.vendor}>{game.displayName}</div>
    </Box>
  );
});

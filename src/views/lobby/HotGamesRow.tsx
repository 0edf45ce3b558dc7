import { useLingui } from "@lingui/react/macro";
import { Anchor, Group, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { Game } from "../../../contract";
import { GameTile } from "../games/GameTile";
import { useAfterFirstRender } from "../common/render-stages";
import classes from "./Lobby.module.css";

/**
 * Hot games: the first one large, then a row of items 2-15 and a row of 16 onward. The rows come in a background render
 * after the first game: that one is also in the loading cover (src/app/cover-picture.ts), and the lobby's first render
 * is the one that takes the cover's place.
 */
export function HotGamesRow({ games }: { games: Game[] }) {
  const { t } = useLingui();
  const rowsDue = useAfterFirstRender();
  if (games.length === 0) return null;
  const [first, ...rest] = games;
  return (
    <section aria-labelledby="hot-games">
      <Group justify="space-between" mb="xs">
        <Title order={2} id="hot-games" fz="lg">
          {t`Hot games`}
        </Title>
        {/* Section 2: the hot row's see-more goes to /index. */}
        <Anchor component={Link} to="/index" size="sm">
          {t`See more`}
        </Anchor>
      </Group>
      <div className={classes.hot}>
        <div className={classes.hotFirst} data-testid="hot-first">
          <GameTile game={first!} size={280} prominent />
        </div>
        {rowsDue && (
          <div>
            <div className={classes.row} data-testid="hot-row-1">
              {rest.slice(0, 14).map((game) => (
                <GameTile key={game.nodeId} game={game} size={132} />
              ))}
            </div>
            {rest.length > 14 && (
              <div className={classes.row} data-testid="hot-row-2">
                {rest.slice(14).map((game) => (
                  <GameTile key={game.nodeId} game={game} size={132} />
                ))}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

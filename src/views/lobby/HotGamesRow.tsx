import { useLingui } from "@lingui/react/macro";
import { Anchor, Group, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { Game } from "../../contract";
import { GameTile } from "../games/GameTile";
import classes from "./Lobby.module.css";

/** Hot games: the first one large, then a row of items 2-15 and a row of 16 onward. */
export function HotGamesRow({ games }: { games: Game[] }) {
  const { t } = useLingui();
  if (games.length === 0) return null;
  const [first, ...rest] = games;
  return (
    <section aria-labelledby="hot-games">
      <Group justify="space-between" mb="xs">
        <Title order={2} id="hot-games" fz="lg">
          {t`Hot games`}
        </Title>
        <Anchor component={Link} to="/hot" size="sm">
          {t`See more`}
        </Anchor>
      </Group>
      <div className={classes.hot}>
        <div className={classes.hotFirst} data-testid="hot-first">
          <GameTile game={first!} size={280} prominent />
        </div>
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
      </div>
    </section>
  );
}

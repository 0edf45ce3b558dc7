import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Group, Stack, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { VendorLane } from "../../../contract";
import { pathOfGameType } from "../../routes/categories";
import { categoryTitle } from "../shell/category-title";
import { LOBBY_ORDER, splitLanes, type LobbyCategory } from "../games/split-lanes";
import { VendorCard } from "./VendorCard";
import classes from "./Lobby.module.css";

/** PVP, FISH, SPORTS and LIVE vendor rows use two rows, the others one. */
export const TWO_ROW_CATEGORIES: LobbyCategory[] = ["PVP", "FISH", "SPORTS", "LIVE"];
/** RNG: up to 15 per row, then a second row of 16-30; a "more" tile when there are fewer than 15. */
export const RNG_ROW = 15;

// A section's height before it is first laid out (content-visibility), measured: its title and one row of tiles, and
// each further row of tiles. An estimate that is off moves everything below it (the footer) once the section comes
// near the screen.
const SECTION_PX = 212;
const TILE_ROW_PX = 184;

function estimatedHeight(tileRows: number): string {
  return `${SECTION_PX + TILE_ROW_PX * (tileRows - 1)}px`;
}

function Title2({ category, title }: { category: LobbyCategory; title: MessageDescriptor | undefined }) {
  const { i18n, t } = useLingui();
  const path = pathOfGameType(category);
  return (
    <Group justify="space-between" mb="xs">
      <Title order={2} fz="lg" id={`lobby-${category}`}>
        {title ? i18n._(title) : category}
      </Title>
      {path && (
        <Anchor component={Link} to={path} size="sm">
          {t`See more`}
        </Anchor>
      )}
    </Group>
  );
}

/** One row of vendor cards per category, in lobby order (cockfight after sports). */
export function CategoryRows({ lanes }: { lanes: VendorLane[] }) {
  const { t } = useLingui();
  const byCategory = splitLanes(lanes);
  return (
    <Stack gap="lg">
      {LOBBY_ORDER.filter((category) => byCategory[category].length > 0).map((category) => {
        const cards = byCategory[category];
        const path = pathOfGameType(category) ?? "/rng";
        const twoRows = TWO_ROW_CATEGORIES.includes(category);
        const rows = (category === "RNG" ? [cards.slice(0, RNG_ROW), cards.slice(RNG_ROW, RNG_ROW * 2)] : [cards]).filter((row) => row.length > 0);
        const tileRows = twoRows && cards.length > 1 ? 2 : rows.length;
        return (
          <section
            key={category}
            aria-labelledby={`lobby-${category}`}
            data-testid={`lobby-row-${category}`}
            className={classes.belowFold}
            style={{ containIntrinsicSize: `auto ${estimatedHeight(tileRows)}` }}
          >
            <Title2 category={category} title={categoryTitle(path)} />
            {rows.map((row, index) => (
              <div key={index} className={`${classes.row} ${twoRows ? classes.twoRows : ""}`}>
                {row.map((card) => (
                  <VendorCard key={`${card.vassalage}-${card.nodeId}`} card={card} category={category} />
                ))}
                {category === "RNG" && index === 0 && row.length < RNG_ROW && (
                  <Link to="/rng" className={classes.more}>
                    {t`More`}
                  </Link>
                )}
              </div>
            ))}
          </section>
        );
      })}
    </Stack>
  );
}

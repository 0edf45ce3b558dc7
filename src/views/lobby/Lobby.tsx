import { shallowEqual, useSelector } from "@xstate/react";
import { Trans } from "@lingui/react/macro";
import { Stack, Title, VisuallyHidden } from "@mantine/core";
import { useDeferredValue } from "react";
import type { Banner } from "../../contract";
import type { LobbyRef } from "../games/use-game-refs";
import type { NoticesRef } from "../notices/use-notices-ref";
import { BannerCarousel } from "./BannerCarousel";
import { CategoryRows } from "./CategoryRows";
import { HotGamesRow } from "./HotGamesRow";
import { HotMatches } from "./HotMatches";
import { WinnerBoard } from "./WinnerBoard";

const NO_BANNERS: Banner[] = [];

/** The home lobby below the notices: banners, hot matches, hot games, category rows and the winner board. */
export function Lobby({ lobby, notices }: { lobby: LobbyRef | undefined; notices: NoticesRef | undefined }) {
  const banners = useSelector(notices, (s) => s?.context.announcements?.banners.filter((b) => b.groupName === "w_home") ?? NO_BANNERS, shallowEqual);
  // The rows below the banners render in a background (time-sliced) pass, so their many tiles do not block the page.
  const data = useDeferredValue(useSelector(lobby, (s) => s?.context));
  const bannersLoading = useSelector(notices, (s) => s?.matches("loading") ?? false);
  return (
    <Stack gap="xl">
      <VisuallyHidden>
        <Title order={1}>
          <Trans>Welcome to Royal Play</Trans>
        </Title>
      </VisuallyHidden>
      <BannerCarousel banners={banners} loading={bannersLoading} />
      {data && <HotMatches matches={data.matches} />}
      {data && <HotGamesRow games={data.hotGames} />}
      {data && <CategoryRows lanes={data.lanes} />}
      {data && <WinnerBoard winners={data.winners} />}
    </Stack>
  );
}

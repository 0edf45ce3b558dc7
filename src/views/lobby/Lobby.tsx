import { shallowEqual } from "@xstate/react";
import { Trans } from "@lingui/react/macro";
import { Stack, Title, VisuallyHidden } from "@mantine/core";
import { useDeferredValue, useState } from "react";
import { preload } from "react-dom";
import type { Banner } from "../../../contract";
import type { LobbyRef } from "../games/use-game-refs";
import { useImageResolver } from "../games/use-image-url";
import { useAfterDrawn } from "../common/render-stages";
import { useBackgroundSelector } from "../common/use-background-selector";
import type { NoticesRef } from "../notices/use-notices-ref";
import { BannerCarousel } from "./BannerCarousel";
import { CategoryRows } from "./CategoryRows";
import { HotGamesRow } from "./HotGamesRow";
import { HotMatches } from "./HotMatches";
import { LobbyRetry } from "./LobbyRetry";
import { WinnerBoard } from "./WinnerBoard";

const NO_BANNERS: Banner[] = [];

type LobbySnapshot = ReturnType<NonNullable<LobbyRef>["getSnapshot"]>;

function settledParts(s: LobbySnapshot | undefined) {
  return {
    matches: s !== undefined && !s.matches({ matches: "loading" }),
    hot: s !== undefined && !s.matches({ hot: "loading" }),
    lanes: s !== undefined && !s.matches({ lanes: "loading" }),
    winners: s !== undefined && !s.matches({ winners: "loading" }),
  };
}

const NOTHING_SETTLED = settledParts(undefined);

/** The home lobby below the notices: banners, hot matches, hot games, category rows and the winner board. */
export function Lobby({ lobby, notices }: { lobby: LobbyRef | undefined; notices: NoticesRef | undefined }) {
  const banners = useBackgroundSelector(notices, (s) => s?.context.announcements?.banners.filter((b) => b.groupName === "w_home") ?? NO_BANNERS, shallowEqual);
  // The rows below the banners render in a background (time-sliced) pass, so their many tiles do not block the page.
  const data = useDeferredValue(useBackgroundSelector(lobby, (s) => s?.context));
  // Each part loads on its own; one shows only once every part above it has settled, so a late part never pushes
  // the ones below it down (layout shift).
  // The lower parts always come in that background pass. The hot matches and the first hot game are in the first
  // render when their answers are (usually, as the page's entry asked for them early): that render replaces the loading
  // cover, which already shows that game's picture (src/app/cover-picture.ts), so the picture never blinks out.
  const live = useBackgroundSelector(lobby, settledParts, shallowEqual);
  const [firstRender] = useState(() => ({ ...NOTHING_SETTLED, matches: live.matches, hot: live.hot }));
  const settled = useDeferredValue(live, firstRender);
  const hotShown = data !== undefined && settled.matches && settled.hot;
  // The rows below the hot games (below the first screen) come in a render of their own once the hot games are in.
  const rowsDue = useAfterDrawn(hotShown);
  const bannersLoading = useBackgroundSelector(notices, (s) => s?.matches("loading") ?? false);
  // The first hot game is the page's largest picture: its download starts as soon as the list is in, not once the
  // rows above it have settled and rendered.
  const firstHotIcon = useBackgroundSelector(lobby, (s) => s?.context.hotGames[0]?.iconUrl);
  const image = useImageResolver();
  if (firstHotIcon) preload(image(firstHotIcon), { as: "image", fetchPriority: "high" });
  return (
    <Stack gap="xl">
      <VisuallyHidden>
        <Title order={1}>
          <Trans>Welcome to Royal Play</Trans>
        </Title>
      </VisuallyHidden>
      <BannerCarousel banners={banners} loading={bannersLoading} />
      {data && settled.matches && <HotMatches matches={data.matches} />}
      {data && hotShown && <HotGamesRow games={data.hotGames} />}
      {data && hotShown && rowsDue && settled.lanes && <CategoryRows lanes={data.lanes} />}
      {data && hotShown && rowsDue && settled.lanes && settled.winners && <WinnerBoard winners={data.winners} />}
      {lobby && <LobbyRetry lobby={lobby} />}
    </Stack>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Chip, Group, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { useBackgroundSelector } from "../common/use-background-selector";
import { useCallback } from "react";
import type { ActorRefFrom } from "xstate";
import type { gameListMachine, ListMode } from "../../../machines/game-list.machine";
import { RNG_CLASSIFIES, type Game } from "../../../contract";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";
import { stateView } from "../common/state-view";
import { GameGrid } from "./GameGrid";
import { VendorFilter } from "./VendorFilter";
import { useClassifyLabels } from "./classify-labels";
import type { FavouritesRef } from "./use-game-refs";

export type GameListRef = ActorRefFrom<typeof gameListMachine>;

interface GameCentreProps {
  list: GameListRef;
  title: string;
  /** Vendors offered by the vendor filter. */
  vendors: string[];
  /** RNG shows the modes and sub-categories. */
  rng: boolean;
  /** Bingo only when its language is supported. */
  bingo?: boolean;
  favourites?: FavouritesRef;
}

const NO_GAMES: Game[] = [];


/** A game centre: vendor filter, RNG modes and sub-categories, search by name, and the virtualised tile grid. */
export function GameCentre({ list, title, vendors, rng, bingo = false, favourites }: GameCentreProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const classifyLabel = useClassifyLabels();
  // What the visitor chose and typed, in step with the keys.
  const chosen = useSelector(
    list,
    (s) => ({ mode: s.context.mode, vendor: s.context.vendor, classify: s.context.classify, search: s.context.search }),
    shallowEqual,
  );
  // What the answers brought, together (a count never beside another answer's tiles), in background renders: the first
  // page arrives while the page renders, and a blocking render of every tile was the game centre's longest task.
  const answered = useBackgroundSelector(
    list,
    (s) => ({
      total: s.context.total,
      state: stateView(s, { debouncing: "loading", loading: "loading", failed: "failed", ready: "ready", loadingMore: "ready", moreFailed: "ready", favourites: "favourites" }),
      error: s.context.error,
      listed: s.context.games,
    }),
    shallowEqual,
  );
  const view = { ...chosen, ...answered };
  const listed = answered.listed;
  const favouriteGames = useBackgroundSelector(favourites, (s) => s?.context.list ?? NO_GAMES);
  const games = view.state === "favourites" ? favouriteGames : listed;
  const chooseVendor = useCallback((vendor: string | undefined) => list.send({ type: "LIST.VENDOR", vendor }), [list]);
  const more = useCallback(() => {
    const s = list.getSnapshot();
    if (s.matches("ready") && s.context.pageNo < s.context.totalPages) list.send({ type: "LIST.MORE" });
  }, [list]);
  const chooseMode = (mode: ListMode) => {
    // "All games" is leaving the current mode (choosing it again); it is already showing when the mode is game.
    if (mode !== "game") list.send({ type: "LIST.MODE", mode });
    else if (view.mode !== "game") list.send({ type: "LIST.MODE", mode: view.mode });
  };
  const modes: { value: ListMode; label: string }[] = [
    { value: "game", label: t`All games` },
    { value: "HOT", label: t`Hot` },
    { value: "FAV", label: t`Favourites` },
    { value: "RECENT", label: t`Recent` },
  ];
  const classifies = RNG_CLASSIFIES.filter((c) => c !== "BG" || bingo);
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: "xl", sm: "h2" }}>
        {title}
      </Title>
      {rng && (
        // Buttons, not a radio group: choosing the active mode again must reach the flow (it returns to "game").
        <Group gap={6} role="group" aria-label={t`List mode`} data-testid="list-modes">
          {modes.map((mode) => (
            <Button
              key={mode.value}
              size="compact-sm"
              variant={view.mode === mode.value ? "filled" : "default"}
              aria-pressed={view.mode === mode.value}
              onClick={() => chooseMode(mode.value)}
            >
              {mode.label}
            </Button>
          ))}
        </Group>
      )}
      {vendors.length > 0 && <VendorFilter vendors={vendors} value={view.vendor} onChange={chooseVendor} />}
      {rng && (
        <Group gap={6} role="group" aria-label={t`Game types`}>
          {classifies.map((classify) => (
            <Chip
              key={classify}
              size="xs"
              variant="outline"
              checked={view.classify === classify}
              onChange={() => list.send({ type: "LIST.CLASSIFY", classify: view.classify === classify ? undefined : classify })}
            >
              {classifyLabel(classify)}
            </Chip>
          ))}
        </Group>
      )}
      <TextInput
        type="search"
        label={t`Search games`}
        placeholder={t`Game name`}
        maw={360}
        value={view.search}
        onChange={(event) => list.send({ type: "LIST.SEARCH", text: event.currentTarget.value })}
      />
      <Group gap="xs" mih={22}>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="game-count">
          {view.state === "loading" ? <Trans>Loading games…</Trans> : view.state === "favourites" ? t`${games.length} games` : t`${view.total} games`}
        </Text>
        {/* Beside the count, so the list below does not move when a new one starts loading. */}
        {view.state === "loading" && <Loader size="xs" aria-label={t`Loading games`} />}
      </Group>
      {view.state === "failed" && (
        <Group>
          <Text role="alert">{view.error ? text(errorMessage(view.error)) : null}</Text>
          <Button variant="light" onClick={() => list.send({ type: "LIST.RETRY" })}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      )}
      {view.state !== "loading" && view.state !== "failed" && games.length === 0 && (
        <Text>
          <Trans>No games found.</Trans>
        </Text>
      )}
      {/* The list on screen stays (dimmed) while the next one loads: unmounting a grid of tiles on a vendor click or the
          first keystroke of a search would be the slowest interaction of the page. */}
      {games.length > 0 && view.state !== "failed" && (
        <div aria-busy={view.state === "loading"} style={{ opacity: view.state === "loading" ? 0.6 : 1 }}>
          <GameGrid games={games} onEndReached={more} />
        </div>
      )}
    </Stack>
  );
}

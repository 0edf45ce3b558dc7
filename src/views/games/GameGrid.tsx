import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Game } from "../../../contract";
import { GameTile } from "./GameTile";

const TILE = 150;
const GAP = 12;
/** Name and vendor lines under the square image. */
const CAPTION = 44;

interface GameGridProps {
  games: Game[];
  /** Called when the last rows come into view (the list loads its next page). */
  onEndReached?: () => void;
}

/**
 * The grid's width before it is measured: the window's, less the room the shell keeps for the floating rail from 48em
 * to 90em (64 px, src/views/shell/Shell.module.css) and the page container's padding (1320 px at most, 16 px a side).
 * Only a guess, since the grid measures itself before the first paint; a right one keeps every tile from being rendered
 * twice (on a phone, the window's width gave tiles 16 px too large, and the whole grid rendered again, in one blocking
 * pass).
 */
function estimatedWidth(): number {
  if (typeof window === "undefined") return 0;
  const rail = window.matchMedia?.("(min-width: 48em) and (max-width: 90em)").matches ? 64 : 0;
  return Math.min(window.innerWidth - rail, 1320) - 32;
}

/**
 * The tile grid, virtualised by rows against the window's scroll: only the rows on screen (and a few around them) are
 * in the DOM, so a list of 10,000 games stays at a few hundred nodes. Memoised: the game centre re-renders on each keystroke.
 */
export const GameGrid = memo(function GameGrid({ games, onEndReached }: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  // An estimate until the grid is measured (before the first paint): a guess of 1,024 px rendered three times a phone's
  // tiles and then threw them away.
  const [width, setWidth] = useState(estimatedWidth);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const update = () => {
      setWidth(element.clientWidth);
      setTop(element.getBoundingClientRect().top + window.scrollY);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(2, Math.floor(((width || 1024) + GAP) / (TILE + GAP)));
  const tile = Math.floor(((width || 1024) - GAP * (columns - 1)) / columns);
  const rows = Math.ceil(games.length / columns);
  const rowHeight = tile + CAPTION + GAP;
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: 2,
    scrollMargin: top,
    initialRect: { width: 1024, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  const lastRow = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rows > 0 && lastRow >= rows - 3) onEndReached?.();
  }, [lastRow, rows, onEndReached]);
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  return (
    <div ref={ref} role="list" data-testid="game-grid" style={{ position: "relative", width: "100%", height: virtualizer.getTotalSize() }}>
      {items.map((row) => (
        <div
          key={row.key}
          style={{
            position: "absolute",
            top: 0,
            left: 0,
            width: "100%",
            height: rowHeight,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            display: "grid",
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            columnGap: GAP,
          }}
        >
          {games.slice(row.index * columns, row.index * columns + columns).map((game, i) => (
            <div role="listitem" key={game.nodeId}>
              <GameTile game={game} size={tile} eager={row.index * columns + i < columns * 2} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
});

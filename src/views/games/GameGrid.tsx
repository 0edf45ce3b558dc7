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
 * The tile grid, virtualised by rows against the window's scroll: only the rows on screen (and a few around them) are
 * in the DOM, so a list of 10,000 games stays at a few hundred nodes. Memoised: the game centre re-renders on each keystroke.
 */
export const GameGrid = memo(function GameGrid({ games, onEndReached }: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The window's width until the grid is measured (before the first paint): close enough to give the right number of
  // columns on a phone, where a guess of 1,024 px rendered three times the tiles and then threw them away.
  const [width, setWidth] = useState(() => (typeof window === "undefined" ? 0 : window.innerWidth));
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

import { memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import { WindowVirtualizer, type CustomContainerComponentProps, type WindowVirtualizerHandle } from "virtua";
import type { Game } from "../../../contract";
import { GameTile } from "./GameTile";

const TILE = 150;
const GAP = 12;
/** Name and vendor lines under the square image. */
const CAPTION = 44;
/** Rows kept in the DOM past the window's edge, so a fast scroll does not show blank rows. */
const OVERSCAN = 2;

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
 * virtua's container, less the `pointer-events: none` it sets while the window scrolls: a click within 150 ms of the
 * last scroll would otherwise miss the tile it was aimed at.
 */
function RowsContainer({ style, children, ref }: CustomContainerComponentProps) {
  return (
    <div ref={ref} style={{ ...style, pointerEvents: undefined }}>
      {children}
    </div>
  );
}

/**
 * The tile grid, virtualised by rows against the window's scroll: only the rows on screen (and a few around them) are
 * in the DOM, so a list of 10,000 games stays at a few hundred nodes. Memoised: the game centre re-renders on each keystroke.
 */
export const GameGrid = memo(function GameGrid({ games, onEndReached }: GameGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const virtualizer = useRef<WindowVirtualizerHandle>(null);
  // An estimate until the grid is measured (before the first paint): a guess of 1,024 px rendered three times a phone's
  // tiles and then threw them away.
  const [width, setWidth] = useState(estimatedWidth);
  // The width only: virtua reads where the grid starts in the page itself, on every scroll.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const update = () => setWidth(element.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(2, Math.floor(((width || 1024) + GAP) / (TILE + GAP)));
  const tile = Math.floor(((width || 1024) - GAP * (columns - 1)) / columns);
  const rows = Math.ceil(games.length / columns);
  const rowHeight = tile + CAPTION + GAP;
  const buffer = OVERSCAN * rowHeight;
  // Rows enough for this height are rendered before virtua has measured the window (its `ssrCount`): without them its
  // first render is empty and the tiles come one pass later. virtua then keeps to them until the window first scrolls,
  // so a window made taller before that remounts it with more (a blank band under the rows otherwise).
  const [firstHeight, setFirstHeight] = useState(() => (typeof window === "undefined" ? 0 : window.innerHeight));
  const firstRows = Math.ceil(firstHeight / rowHeight);
  // The last row in the DOM (the window's last and the overscan below it), read from virtua once it knows the window:
  // on a scroll, and on a resize, which is also how a first page shorter than the window shows its end.
  const [lastRow, setLastRow] = useState(-1);
  const track = () => {
    const handle = virtualizer.current;
    if (!handle?.viewportSize) return;
    setLastRow(handle.findItemIndex(handle.scrollOffset + handle.viewportSize + buffer));
    if (handle.scrollOffset === 0 && handle.viewportSize > firstHeight) setFirstHeight(handle.viewportSize);
  };
  useEffect(() => {
    if (rows > 0 && lastRow >= rows - 3) onEndReached?.();
  }, [lastRow, rows, onEndReached]);
  return (
    <div ref={ref} role="list" data-testid="game-grid">
      {/* virtua keeps the row height it mounted with for the rows it has not measured, and the sizes of those it has:
          a new width remounts it rather than leave rows of the old height. */}
      <WindowVirtualizer
        key={`${rowHeight}:${firstRows}`}
        ref={virtualizer}
        // Rows, not games: virtua reads only the length.
        data={{ length: rows }}
        itemSize={rowHeight}
        bufferSize={buffer}
        ssrCount={firstRows}
        as={RowsContainer}
        onScroll={track}
        onResize={track}
      >
        {(_, row) => (
          <div
            key={row}
            style={{ height: rowHeight, display: "grid", gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: GAP }}
          >
            {games.slice(row * columns, row * columns + columns).map((game, i) => (
              <div role="listitem" key={game.nodeId}>
                <GameTile game={game} size={tile} eager={row * columns + i < columns * 2} />
              </div>
            ))}
          </div>
        )}
      </WindowVirtualizer>
    </div>
  );
});

/** Where the diagram sits in its window: scale, then offset in screen pixels. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

const MIN = 0.05;
const MAX = 4;
const MARGIN = 16;

/** The view that shows the whole diagram centred in a window of the given size (never enlarged past 100 %). */
export function fitView(size: { width: number; height: number }, windowWidth: number, windowHeight: number): View {
  const scale = Math.min(1, (windowWidth - 2 * MARGIN) / Math.max(size.width, 1), (windowHeight - 2 * MARGIN) / Math.max(size.height, 1));
  const safe = Math.max(MIN, scale);
  return { scale: safe, x: (windowWidth - size.width * safe) / 2, y: (windowHeight - size.height * safe) / 2 };
}

/** Zooms by `factor` keeping the diagram point under (px, py) in place. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = Math.min(MAX, Math.max(MIN, view.scale * factor));
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

import type { ReactNode } from "react";

/**
 * A plain phone outline (inline SVG, 120 x 200) with the step's screen drawn inside: no image files to break.
 * Decorative: the step's text says what the drawing shows.
 */
export function PhoneDrawing({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 120 200" width={96} height={160} aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect x="4" y="4" width="112" height="192" rx="16" fill="var(--mantine-color-dark-7)" stroke="var(--mantine-color-dark-2)" strokeWidth="3" />
      <rect x="12" y="22" width="96" height="156" rx="4" fill="var(--mantine-color-dark-5)" />
      <rect x="46" y="11" width="28" height="4" rx="2" fill="var(--mantine-color-dark-2)" />
      {children}
    </svg>
  );
}

/** A list row of a settings screen; `accent` marks the row the step is about. */
export function Row({ y, accent = false }: { y: number; accent?: boolean }) {
  return (
    <g>
      <rect x="18" y={y} width="84" height="18" rx="3" fill={accent ? "var(--mantine-color-yellow-6)" : "var(--mantine-color-dark-3)"} opacity={accent ? 1 : 0.6} />
      <rect x="24" y={y + 7} width={accent ? 44 : 36} height="4" rx="2" fill={accent ? "var(--mantine-color-dark-8)" : "var(--mantine-color-dark-1)"} />
    </g>
  );
}

/** A switch turned on (Android's "Allow from this source"). */
export function SwitchOn({ y }: { y: number }) {
  return (
    <g>
      <rect x="76" y={y + 4} width="20" height="10" rx="5" fill="var(--mantine-color-green-6)" />
      <circle cx="91" cy={y + 9} r="4" fill="white" />
    </g>
  );
}

/** A wide button near the bottom of the screen (Download, Install). */
export function ScreenButton({ y = 148 }: { y?: number }) {
  return <rect x="24" y={y} width="72" height="18" rx="9" fill="var(--mantine-color-yellow-6)" />;
}

/** A download arrow in the middle of the screen. */
export function DownloadArrow() {
  return <path d="M60 60 v40 m-16 -16 l16 16 l16 -16 M40 112 h40" stroke="var(--mantine-color-yellow-5)" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />;
}

/** An app icon on a home screen. */
export function HomeScreenIcon() {
  return (
    <g>
      {[0, 1, 2].map((col) => [0, 1].map((row) => <rect key={`${col}-${row}`} x={22 + col * 28} y={36 + row * 30} width="20" height="20" rx="5" fill="var(--mantine-color-dark-3)" />))}
      <rect x="22" y="96" width="20" height="20" rx="5" fill="var(--mantine-color-yellow-6)" />
      <text x="32" y="110" textAnchor="middle" fontSize="10" fontWeight="700" fill="var(--mantine-color-dark-8)">R</text>
    </g>
  );
}

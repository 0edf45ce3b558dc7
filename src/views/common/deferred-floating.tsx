import type { HoverCardProps, MenuProps, TooltipProps } from "@mantine/core";
import type { Menu as MenuParts } from "@mantine/core";
import {
  cloneElement,
  useCallback,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";

type FloatingParts = typeof import("./floating-parts");

/**
 * Tooltips, menus and hover cards need floating-ui and Mantine's popover code (about 25 KiB gzip) that the first screen
 * never shows. Their targets render at once; the code loads on the visitor's first interaction with the page (a pointer
 * move or press, a key, a touch) or on the target itself, and each target then becomes the real component (not in the
 * middle of a press on it). A menu clicked before that opens once the code is in; a target that had the focus keeps it.
 */
let parts: FloatingParts | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
const INTENT_EVENTS = ["pointermove", "pointerdown", "keydown", "touchstart"] as const;

export function loadFloatingParts(): Promise<void> {
  loading ??= import("./floating-parts").then(
    (module) => {
      parts = module;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed chunk (lost connection) is tried again on the next interaction.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const loadQuietly = () => void loadFloatingParts().catch(() => undefined);
let waitingForIntent = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!waitingForIntent && typeof document !== "undefined") {
    waitingForIntent = true;
    const onIntent = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      loadQuietly();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return () => listeners.delete(listener);
}

function useFloatingParts(): FloatingParts | undefined {
  return useSyncExternalStore(
    subscribe,
    () => parts,
    () => parts,
  );
}

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

/** After a press ends, how long its click may take to arrive (a touch's click comes after its pointerup). */
const PRESS_SETTLE_MS = 500;

/**
 * The target before the code is in: it starts the load when pointed at, pressed or focused, and remembers whether it
 * was hovered, focused or clicked so the real component starts the same way. A pressed target stays until its click
 * has arrived: replacing it in between would lose the click.
 */
function usePlaceholder(target: ReactElement<TargetProps>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [pressed, setPressed] = useState(false);
  const own = target.props;
  const press = () => {
    setPressed(true);
    loadQuietly();
    const settle = () => {
      for (const type of ["pointerup", "pointercancel", "keyup"] as const) document.removeEventListener(type, settle, true);
      setTimeout(() => setPressed(false), PRESS_SETTLE_MS);
    };
    for (const type of ["pointerup", "pointercancel", "keyup"] as const) document.addEventListener(type, settle, true);
  };
  const placeholder = (extra: Record<string, unknown> = {}) =>
    cloneElement(target, {
      ...extra,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        own.onPointerDown?.(event);
        press();
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        own.onKeyDown?.(event);
        press();
      },
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        own.onPointerEnter?.(event);
        setHovered(true);
        loadQuietly();
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        own.onPointerLeave?.(event);
        setHovered(false);
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        own.onFocus?.(event);
        setFocused(true);
        loadQuietly();
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        own.onBlur?.(event);
        setFocused(false);
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        own.onClick?.(event);
        setClicked(true);
        setPressed(false);
        loadQuietly();
      },
    });
  // The real target is a new element: it takes the focus over from the placeholder it replaces.
  const takeFocus = useCallback(
    (node: HTMLElement | null) => {
      if (!node || !focused || node.contains(document.activeElement)) return;
      const focusable = node.matches("a[href], button, input, [tabindex]") ? node : node.querySelector<HTMLElement>("a[href], button, input, [tabindex]");
      focusable?.focus();
    },
    [focused],
  );
  return { placeholder, hovered, clicked, pressed, takeFocus };
}

/** Mantine's Tooltip around `children` once the floating parts are in; until then `children` alone. */
export function DeferredTooltip({ children, ...props }: Omit<TooltipProps, "children" | "defaultOpened" | "opened"> & { children: ReactElement<TargetProps> }) {
  const floating = useFloatingParts();
  const { placeholder, hovered, pressed, takeFocus } = usePlaceholder(children);
  if (!floating || pressed) return placeholder();
  return (
    <floating.Tooltip {...props} defaultOpened={hovered}>
      {cloneElement(children, { ref: takeFocus })}
    </floating.Tooltip>
  );
}

/** Mantine's Menu with `target` and the items `dropdown` draws; until the floating parts are in, `target` alone. */
export function DeferredMenu({
  target,
  dropdown,
  ...props
}: Omit<MenuProps, "children" | "defaultOpened" | "opened"> & { target: ReactElement<TargetProps>; dropdown: (menu: typeof MenuParts) => ReactNode }) {
  const floating = useFloatingParts();
  const { placeholder, clicked, pressed, takeFocus } = usePlaceholder(target);
  if (!floating || pressed) return placeholder({ "aria-haspopup": "menu", "aria-expanded": false });
  const { Menu } = floating;
  return (
    <Menu {...props} defaultOpened={clicked}>
      <Menu.Target>{cloneElement(target, { ref: takeFocus })}</Menu.Target>
      {dropdown(Menu)}
    </Menu>
  );
}

/** Mantine's HoverCard over `target` with `dropdown` inside; until the floating parts are in, `target` alone. */
export function DeferredHoverCard({
  target,
  dropdown,
  ...props
}: Omit<HoverCardProps, "children" | "initiallyOpened"> & { target: ReactElement<TargetProps>; dropdown: (dropdown: typeof import("@mantine/core").HoverCard.Dropdown) => ReactNode }) {
  const floating = useFloatingParts();
  const { placeholder, hovered, pressed, takeFocus } = usePlaceholder(target);
  if (!floating || pressed) return placeholder();
  const { HoverCard } = floating;
  return (
    <HoverCard {...props} initiallyOpened={hovered}>
      <HoverCard.Target>{cloneElement(target, { ref: takeFocus })}</HoverCard.Target>
      {dropdown(HoverCard.Dropdown)}
    </HoverCard>
  );
}

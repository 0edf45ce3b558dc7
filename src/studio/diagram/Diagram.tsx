import { ActionIcon, Group, Loader, Text, Tooltip } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { StudioMachine } from "../model";
import { transitionsOf, visibleState } from "./graph";
import { layoutMachine, type Laid } from "./layout";
import { fitView, zoomAt, type View } from "./view";

interface Props {
  machine: StudioMachine;
  collapsed: ReadonlySet<string>;
  onToggle: (stateId: string) => void;
  selected?: string;
  onSelect: (stateId: string) => void;
  /** States to mark as current (simulate, live). */
  active?: readonly string[];
}

/** The machine's diagram: ELK's layout drawn as SVG, with zoom (wheel, buttons), pan (drag) and fit. */
export function Diagram({ machine, collapsed, onToggle, selected, onSelect, active = [] }: Props) {
  const { t } = useLingui();
  const [laid, setLaid] = useState<Laid>();
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  useEffect(() => {
    let current = true;
    void layoutMachine(machine, collapsed).then((result) => {
      if (current) setLaid(result);
    });
    return () => {
      current = false;
    };
  }, [machine, collapsed]);

  const fit = useCallback(() => {
    if (!laid || !box.current) return;
    setView(fitView(laid, box.current.clientWidth, box.current.clientHeight));
  }, [laid]);
  useEffect(fit, [fit]);

  // Wheel zoom around the pointer; a non-passive listener so the page does not scroll.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      setView((v) => zoomAt(v, event.deltaY < 0 ? 1.15 : 1 / 1.15, event.clientX - rect.left, event.clientY - rect.top));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, []);

  const activeShown = useMemo(() => new Set(active.map((id) => visibleState(machine, collapsed, id))), [active, machine, collapsed]);
  const highlighted = useMemo(() => {
    if (!selected) return new Set<string>();
    const { incoming, outgoing } = transitionsOf(machine, selected);
    return new Set([...incoming, ...outgoing].map((tr) => tr.id));
  }, [machine, selected]);

  const zoomButton = (factor: number) => {
    const element = box.current;
    if (!element) return;
    setView((v) => zoomAt(v, factor, element.clientWidth / 2, element.clientHeight / 2));
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const start = drag.current;
    if (!start || event.buttons === 0) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
    start.moved = true;
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
    setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
  };
  const onPointerUp = () => {
    setTimeout(() => (drag.current = null));
  };
  const click = (handler: () => void) => () => {
    if (!drag.current?.moved) handler();
  };

  const edgesById = new Map(laid?.graph.edges.map((e) => [e.id, e]));
  return (
    <div style={{ position: "relative", height: "100%", minHeight: 300 }}>
      <Group gap={4} style={{ position: "absolute", top: 8, right: 8, zIndex: 1 }}>
        <Tooltip label={t`Zoom in`}>
          <ActionIcon variant="default" aria-label={t`Zoom in`} onClick={() => zoomButton(1.25)}>+</ActionIcon>
        </Tooltip>
        <Tooltip label={t`Zoom out`}>
          <ActionIcon variant="default" aria-label={t`Zoom out`} onClick={() => zoomButton(0.8)}>−</ActionIcon>
        </Tooltip>
        <Tooltip label={t`Fit to window`}>
          <ActionIcon variant="default" aria-label={t`Fit to window`} onClick={fit} w="auto" px={6}>
            {t`Fit`}
          </ActionIcon>
        </Tooltip>
      </Group>
      <div
        ref={box}
        data-testid="diagram"
        data-scale={view.scale.toFixed(3)}
        style={{ position: "absolute", inset: 0, overflow: "hidden", cursor: "grab", touchAction: "none", background: "#fbfcfe", border: "1px solid #dde2ea", borderRadius: 8 }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={onPointerUp}
      >
        {!laid ? (
          <Group justify="center" p="xl">
            <Loader size="sm" />
            <Text size="sm">{t`Laying out the diagram…`}</Text>
          </Group>
        ) : (
          <svg width="100%" height="100%" role="img" aria-label={t`State diagram of ${machine.id}`}>
            <defs>
              <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill="#556" />
              </marker>
              <marker id="arrow-hot" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0,0 L10,5 L0,10 z" fill="#d9480f" />
              </marker>
            </defs>
            <g transform={`translate(${view.x},${view.y}) scale(${view.scale})`}>
              {laid.boxes.map((b) => {
                const info = laid.graph.boxes.get(b.id);
                if (!info) return null;
                const isRoot = b.id === machine.id;
                const isActive = activeShown.has(b.id);
                const isSelected = selected === b.id;
                const compound = machine.states.some((s) => s.parentId === b.id);
                // An open compound state around the current one gets an outline only, so the inside stays readable.
                const filled = isActive && (info.collapsed || !compound);
                return (
                  <g
                    key={b.id}
                    data-state={b.id}
                    data-active={isActive ? "true" : undefined}
                    data-selected={isSelected ? "true" : undefined}
                    role="button"
                    aria-label={b.id}
                    style={{ cursor: "pointer" }}
                    onClick={(event) => {
                      event.stopPropagation();
                      click(() => onSelect(b.id))();
                    }}
                  >
                    <rect
                      x={b.x}
                      y={b.y}
                      width={b.width}
                      height={b.height}
                      rx={8}
                      fill={filled ? "#fff3bf" : info.collapsed ? "#eef2ff" : compound || isRoot ? "#f4f6fb" : "#fff"}
                      stroke={isSelected ? "#d9480f" : isActive ? "#e67700" : "#4a5a78"}
                      strokeWidth={isSelected || isActive ? 2.5 : 1.2}
                      strokeDasharray={info.type === "parallel" ? "6 3" : undefined}
                    />
                    {info.type === "final" && <rect x={b.x + 3} y={b.y + 3} width={b.width - 6} height={b.height - 6} rx={6} fill="none" stroke="#2a7a3a" />}
                    <text x={b.x + 8} y={b.y + 18} fontSize={12} fontWeight={600} fill="#223">
                      {info.title.trim()}
                      {info.type === "parallel" ? " ‖" : ""}
                    </text>
                    {info.lines.map((line, n) => (
                      <text key={line} x={b.x + 8} y={b.y + 18 + 16 * (n + 1)} fontSize={11} fontStyle="italic" fill="#7a4a00">
                        {line}
                      </text>
                    ))}
                    {compound && !isRoot && (
                      <text
                        x={b.x + b.width - 18}
                        y={b.y + 18}
                        fontSize={14}
                        fill="#1c4f9c"
                        role="button"
                        aria-label={info.collapsed ? t`Expand ${b.id}` : t`Collapse ${b.id}`}
                        data-toggle={b.id}
                        onClick={(event) => {
                          event.stopPropagation();
                          click(() => onToggle(b.id))();
                        }}
                      >
                        {info.collapsed ? "⊞" : "⊟"}
                      </text>
                    )}
                  </g>
                );
              })}
              {laid.edges.map((edge) => {
                const data = edgesById.get(edge.id);
                const hot = data?.transitionIds.some((id) => highlighted.has(id)) ?? false;
                return (
                  <g key={edge.id} data-edge={data?.from + "→" + data?.to} data-hot={hot ? "true" : undefined} pointerEvents="none">
                    {edge.points.map((points, n) => (
                      <path
                        key={n}
                        d={points.map((p, k) => `${k ? "L" : "M"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ")}
                        fill="none"
                        stroke={hot ? "#d9480f" : "#667"}
                        strokeWidth={hot ? 2.2 : 1}
                        strokeDasharray={data?.internal ? "3 2" : undefined}
                        markerEnd={hot ? "url(#arrow-hot)" : "url(#arrow)"}
                      />
                    ))}
                    {edge.label &&
                      data?.labels.map((line, n) => (
                        <text key={n} x={edge.label!.x + 4} y={edge.label!.y + 12 + 16 * n} fontSize={11} fill={hot ? "#d9480f" : "#1d3f8a"} fontWeight={hot ? 600 : 400}>
                          {line}
                        </text>
                      ))}
                  </g>
                );
              })}
            </g>
          </svg>
        )}
      </div>
    </div>
  );
}

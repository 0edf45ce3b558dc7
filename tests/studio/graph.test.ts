// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultCollapsed, diagramGraph, eventLabel, transitionsOf, visibleState } from "../../src/studio/diagram/graph";
import { layoutMachine } from "../../src/studio/diagram/layout";
import { fitView, zoomAt } from "../../src/studio/diagram/view";
import type { StudioCatalogue } from "../../src/studio/model";
import { shop } from "./fixture";

const catalogue = JSON.parse(readFileSync(join(__dirname, "fixtures/catalogue.json"), "utf8")) as StudioCatalogue;

describe("the diagram's graph", () => {
  it("nests states as in the machine, one arrow per pair of boxes with every label on it", () => {
    const { graph, edges } = diagramGraph(shop, new Set());
    expect(graph.children!.map((n) => n.id)).toEqual(["shop.browsing", "shop.checkout", "shop.done"]);
    expect(graph.children![1]!.children!.map((n) => n.id)).toEqual(["shop.checkout.editing", "shop.checkout.sending"]);
    const arrows = edges.map((e) => `${e.from} → ${e.to}: ${e.labels.join(" / ")}`);
    expect(arrows).toEqual([
      "shop.browsing → shop.checkout.editing: BUY",
      "shop.checkout.editing → shop.checkout.sending: PAY",
      "shop.checkout.editing → shop.checkout.editing: TYPE",
      "shop.checkout.sending → shop.done: done: pay",
      "shop.checkout.sending → shop.checkout.editing: error: pay",
      "shop.checkout → shop.browsing: CANCEL",
    ]);
  });

  it("draws a collapsed state as one box that stands for everything inside it", () => {
    const collapsed = new Set(["shop.checkout"]);
    const { graph, edges, boxes } = diagramGraph(shop, collapsed);
    expect(graph.children!.find((n) => n.id === "shop.checkout")!.children).toEqual([]);
    expect(boxes.get("shop.checkout")!.collapsed).toBe(true);
    expect(visibleState(shop, collapsed, "shop.checkout.sending")).toBe("shop.checkout");
    // The inner transitions (PAY, TYPE, error) become loops on the box: left out, the panel lists them.
    expect(edges.map((e) => `${e.from} → ${e.to}: ${e.labels.join(" / ")}`)).toEqual([
      "shop.browsing → shop.checkout: BUY",
      "shop.checkout → shop.done: done: pay",
      "shop.checkout → shop.browsing: CANCEL",
    ]);
    expect(edges[1]!.transitionIds).toEqual(["shop.checkout.sending xstate.done.actor.pay #0"]);
  });

  it("reads delays, actor answers and eventless transitions in words", () => {
    expect(eventLabel("xstate.after.30000.login.cooling")).toBe("after 30 s");
    expect(eventLabel("xstate.after.500.x")).toBe("after 500 ms");
    expect(eventLabel("xstate.error.actor.login")).toBe("error: login");
    expect(eventLabel("")).toBe("always");
    expect(eventLabel("LOGIN.SUBMIT")).toBe("LOGIN.SUBMIT");
  });

  it("finds the transitions into and out of a state, its inside included", () => {
    const { incoming, outgoing } = transitionsOf(shop, "shop.checkout");
    expect(incoming.map((t) => t.event)).toEqual(["BUY"]);
    expect(outgoing.map((t) => t.event)).toEqual(["PAY", "TYPE", "xstate.done.actor.pay", "xstate.error.actor.pay", "CANCEL"]);
  });

  it("collapses a large machine's deeper compound states by default, a small one's none", () => {
    expect(defaultCollapsed(shop).size).toBe(0);
    const app = catalogue.machines.find((m) => m.id === "app")!;
    const collapsed = defaultCollapsed(app);
    expect(collapsed.has("app.running.session")).toBe(true);
    expect(collapsed.has("app.running")).toBe(false);
  });

  it("lays the app machine out to fit a 1280 px screen at a readable scale", async () => {
    const app = catalogue.machines.find((m) => m.id === "app")!;
    const laid = await layoutMachine(app, defaultCollapsed(app));
    // The diagram's window on a 1280 × 800 screen is about 830 × 540 px; text stays readable above 40 %.
    expect(fitView(laid, 830, 540).scale).toBeGreaterThan(0.4);
    for (const edge of laid.edges) expect(edge.label, edge.id).toBeDefined();
  }, 60_000);
});

describe("zoom and fit", () => {
  it("fits the whole diagram in the window, centred, never above 100 %", () => {
    expect(fitView({ width: 2000, height: 500 }, 1032, 632)).toEqual({ scale: 0.5, x: 16, y: 191 });
    expect(fitView({ width: 100, height: 100 }, 500, 500).scale).toBe(1);
  });

  it("zooms around the pointer: the point under it stays put", () => {
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2, 100, 50);
    expect(view).toEqual({ scale: 2, x: -100, y: -50 });
    // Diagram point (100, 50) is still at screen (100, 50).
    expect(100 * view.scale + view.x).toBe(100);
  });
});

import type { StudioMachine, StudioState, StudioTransition } from "../../src/studio/model";

const state = (id: string, type: StudioState["type"] = "atomic", extra: Partial<StudioState> = {}): StudioState => ({
  id,
  key: id.split(".").pop()!,
  parentId: id.includes(".") ? id.split(".").slice(0, -1).join(".") : undefined,
  type,
  tags: [],
  invokes: [],
  routes: [],
  spec: [],
  ...extra,
});

const transition = (source: string, event: string, targets: string[], n = 0): StudioTransition => ({ id: `${source} ${event} #${n}`, source, targets, event, actions: [], labels: [] });

/**
 * A small machine written for these tests: shop → (browsing | checkout (form.editing, form.sending) | done), with a
 * transition into checkout's inside, one out of it, one between checkout's children and a target-less one.
 */
export const shop: StudioMachine = {
  id: "shop",
  file: "machines/shop.machine.ts",
  exportName: "shopMachine",
  kind: "page",
  spec: [],
  parents: [],
  children: [],
  routes: ["/shop"],
  scenarios: [],
  states: [
    state("shop", "compound"),
    state("shop.browsing", "atomic", { description: "The player looks at the shelves" }),
    state("shop.checkout", "compound"),
    state("shop.checkout.editing"),
    state("shop.checkout.sending", "atomic", { invokes: [{ id: "pay", src: "pay", callIds: ["POST /wps/pay"] }] }),
    state("shop.done", "final"),
  ],
  transitions: [
    transition("shop.browsing", "BUY", ["shop.checkout.editing"]),
    transition("shop.checkout.editing", "PAY", ["shop.checkout.sending"]),
    transition("shop.checkout.editing", "TYPE", []),
    transition("shop.checkout.sending", "xstate.done.actor.pay", ["shop.done"]),
    transition("shop.checkout.sending", "xstate.error.actor.pay", ["shop.checkout.editing"]),
    transition("shop.checkout", "CANCEL", ["shop.browsing"]),
  ],
};

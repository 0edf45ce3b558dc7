// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { StudioCatalogue } from "../../src/studio/model";
import { search } from "../../src/studio/search";
import { shop } from "./fixture";

const catalogue: StudioCatalogue = {
  generatedAt: "",
  machines: [{ ...shop, screen: "Shop page", transitions: shop.transitions.map((t) => (t.event === "PAY" ? { ...t, labels: [{ lang: "th", text: "ชำระเงิน" }, { lang: "en", text: "Pay now" }] } : t)) }],
  routes: [{ path: "/shop", screen: "Shop page", flows: ["shop"] }],
  calls: [{ id: "POST /wps/pay", method: "POST", path: "/wps/pay", name: "pay" }],
  spec: [{ ref: "7. Calls › Wallet", level: 3, anchor: "7-calls-wallet", text: "### Wallet\nDeposits and payments." }],
};

const found = (query: string) => search(catalogue, query).map((hit) => `${hit.kind} ${hit.text}`);

describe("the studio's search", () => {
  it("finds a machine, then its states, by any word", () => {
    expect(found("shop").slice(0, 2)).toEqual(["machine shop", "screen Shop page"]);
    expect(found("checkout")).toEqual(["state shop.checkout", "state shop.checkout.editing", "state shop.checkout.sending"]);
  });

  it("finds states by their description, events by their on-screen label, calls by path, spec sections by their text", () => {
    expect(found("shelves")).toEqual(["state shop.browsing"]);
    expect(found("pay now")).toEqual(["event PAY"]);
    expect(found("ชำระ")).toEqual(["event PAY"]);
    expect(found("/wps/pay")).toEqual(["call POST /wps/pay"]);
    expect(found("payments")).toEqual(["spec 7. Calls › Wallet"]);
  });

  it("needs every word, ignores case, and says nothing for an empty query", () => {
    expect(found("SHOP sending")).toEqual(["state shop.checkout.sending"]);
    expect(found("shop nowhere")).toEqual([]);
    expect(found("   ")).toEqual([]);
  });

  it("leads each hit to its page: a state to its machine with the state selected", () => {
    const hit = search(catalogue, "editing")[0]!;
    expect(hit.to).toEqual({ page: "machine", machineId: "shop", stateId: "shop.checkout.editing" });
    expect(search(catalogue, "payments")[0]!.to).toEqual({ page: "spec", anchor: "7-calls-wallet" });
  });
});

import type { Activity, Promotion } from "../../contract";
import { promotionsMachine, type PromotionsContext } from "../../machines/promotions.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";
import { INPUT, promotionsOracle } from "./promotions.oracle";

type M = typeof promotionsMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as PromotionsContext;
const MB5 = 5 * 1024 * 1024;
const file = (name: string, size: number) => ({ name, size, blob: null });

const promotion = (id: string, over: Partial<Promotion>): Promotion => ({
  id, title: `Promotion ${id}`, summary: "", content: "<p>Rules</p>", promotionType: "sports", execution: "B", badges: [], payPeriod: null,
  action: "join", state: "join", startsAt: "2024-01-01T00:00:00.000Z", endsAt: null, rewardAmount: 100, signUp: false, ...over,
});
/** A sign-up promotion to join (pA), an application promotion (pB), a raffle prize to claim (pC). */
export const PROMOTIONS = [promotion("pA", {}), promotion("pB", { action: "apply", promotionType: "newbie" }), promotion("pC", { action: "raffle", state: "claim" })];
const activity = (promotionId: string, state: Activity["state"]): Activity => ({ promotionId, title: "", promotionType: "sports", action: "join", state, rewardAmount: 100, endsAt: null, updatedAt: "2026-01-01T00:00:00.000Z", note: null });

function promotionsModel(openId?: string, form = true): PathModel<M> {
  return {
    name: "promotions",
    machine: promotionsMachine,
    input: { keyPrefix: INPUT.keyPrefix, openId },
    oracle: promotionsOracle(openId),
    payloads: {
      "xstate.done.actor.loadPromotions": () => [{ type: "xstate.done.actor.loadPromotions", output: PROMOTIONS }],
      "xstate.error.actor.loadPromotions": () => [{ type: "xstate.error.actor.loadPromotions", error: errorOf("system busy") }],
      "xstate.done.actor.joinPromotion": (s) => [{ type: "xstate.done.actor.joinPromotion", output: activity(ctx(s).openId ?? "", "joined") }],
      "xstate.error.actor.joinPromotion": () => [{ type: "xstate.error.actor.joinPromotion", error: errorOf("PROMOTION_ALREADY_JOINED") }],
      "xstate.done.actor.applyPromotion": (s) => [{ type: "xstate.done.actor.applyPromotion", output: activity(ctx(s).openId ?? "", "applying") }],
      "xstate.error.actor.applyPromotion": () => [{ type: "xstate.error.actor.applyPromotion", error: errorOf("ACTIVITY_IMAGE_NOT_ALLOWED") }],
      "xstate.done.actor.readImage": () => [
        { type: "xstate.done.actor.readImage", output: { contentType: "image/png", dataBase64: "iVBORw0KGgo=" } },
        { type: "xstate.done.actor.readImage", output: { contentType: null, dataBase64: "" } },
      ],
      "xstate.error.actor.readImage": () => [{ type: "xstate.error.actor.readImage", error: new Error("unreadable") }],
      FILTER: (s) => (ctx(s).filter === "all" ? [{ type: "FILTER", filter: "newbie" }] : []),
      // In the list: a known promotion and one that is gone; in a detail: another promotion (a banner link while open).
      OPEN: (s) => {
        if (s.matches("list")) return [{ type: "OPEN", id: "pB" }, { type: "OPEN", id: "gone" }];
        const c = ctx(s);
        return c.openId === "pB" && c.comment === "" && c.images.length === 0 ? [{ type: "OPEN", id: "pC" }, { type: "OPEN", id: "gone" }] : [];
      },
      // The limit (padded with spaces that are trimmed) and one over it; typed before any image, to keep the paths few.
      "APPLY.OPEN": (s) => (form && ctx(s).openId === "pB" ? [{ type: "APPLY.OPEN" }] : []),
      "COMMENT.CHANGE": (s) => (form && ctx(s).comment === "" && ctx(s).images.length === 0 ? [` ${"x".repeat(140)} `, "x".repeat(141)].map((text) => ({ type: "COMMENT.CHANGE", text })) : []),
      // Without a comment: a png one byte over 5 MB, then a jpg of exactly 5 MB, small ones up to 3, and a fourth.
      "IMAGE.ADD": (s) => {
        if (!form || ctx(s).comment !== "") return [];
        const count = ctx(s).images.length;
        const files = count >= 3 ? [file("fourth.png", 1000)] : count === 0 ? [file("big.png", MB5 + 1), file("limit.jpg", MB5)] : [file(`slip${count + 1}.png`, 1000)];
        return files.map((f) => ({ type: "IMAGE.ADD", file: f }));
      },
      "IMAGE.REMOVE": (s) => (ctx(s).images.length > 0 ? [{ type: "IMAGE.REMOVE", index: 0 }] : []),
    },
    // Filter, missing id, done and error ride along on the paths (the oracle checks them) without multiplying the states.
    contextKey: (c: PromotionsContext) => [c.openId ?? null, c.comment.length, c.images.length, c.problem ?? null],
  };
}

export const promotionsListModel = promotionsModel();
export const promotionsLinkModel = promotionsModel("pB", false);

import type { Hono } from "hono";
import type { Announcements } from "../../contract";
import { serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { listBanners, listNotices } from "../store/content";
import { breakInForce } from "../safer-play/breaks";
import { touchSession } from "../store/sessions";
import { promotionsFor } from "../promotions/store";

/** `types` letters: B banners, PL player notices (marquee), PU popups, PR promotions, H (home, no list of its own). */
const ALL_TYPES = ["B", "PL", "PU", "PR", "H"];

export function contentRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "announcements", async ({ c, lang }) => {
    const asked = c.req.query("types");
    // Guest-callable: with a live token the promotions carry the member's own activity states.
    const token = c.req.header("Authorization")?.trim();
    const member = token ? await touchSession(deps.db, token, deps.clock.now()) : undefined;
    const types = new Set(asked ? asked.split(",").map((t) => t.trim().toUpperCase()) : ALL_TYPES);
    // No popup or promotion reaches a member on a time-out or self-exclusion (docs/player-protection.md).
    if (member && (await breakInForce(deps.db, member.memberId, deps.clock.now()))) {
      types.delete("PU");
      types.delete("PR");
    }
    const value: Announcements = {
      // The server's own banner artwork is drawn in the request's language (a Thai page would otherwise show English words on its banners).
      banners: types.has("B") ? (await listBanners(deps.db, "w_home")).map((b) => (b.url.startsWith("/media/banners/") ? { ...b, url: `${b.url}?lang=${lang}` } : b)) : [],
      player: types.has("PL") ? await listNotices(deps.db, "player", lang) : [],
      popup: types.has("PU") ? await listNotices(deps.db, "popup", lang) : [],
      promotion: types.has("PR") ? await promotionsFor(deps.db, member?.memberId, lang, deps.clock.now()) : [],
    };
    return success(value);
  });
}

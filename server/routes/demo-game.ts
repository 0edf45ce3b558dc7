import { randomInt } from "node:crypto";
import type { Hono } from "hono";
import { ErrorCode, MAIN_WALLET } from "../../contract";
import { success } from "../call-route";
import type { Deps } from "../context";
import { DEMO_GAME_SCRIPT, demoGameHtml, kindOf, type GameView } from "../demo-game/page";
import { openedNumero } from "../games/lottery";
import { hotMatches } from "../games/showcase";
import { sarabunFile } from "../media/font";
import { vendorName } from "../media/game-art";
import { findGame } from "../store/games";
import { findLaunchTicket } from "../store/launch-tickets";
import { stakeRefusal } from "../safer-play/guard";
import { toMajor, toMinor } from "../wallet/ledger";
import { betRoundStatements } from "../wallet/movements";
import { refuse, serveMoneyCall } from "../wallet/money-call";
import { nextId, walletBalances } from "../wallet/store";

export const SYMBOLS = ["7", "BAR", "BELL", "CHERRY", "LEMON", "STAR"] as const;
export const DEMO_STAKE_MIN_MINOR = 1_00;
export const DEMO_STAKE_MAX_MINOR = 1_000_00;

/** Three of a kind pays 20x the stake, the first two alike 2x, else nothing (return to player about 83%). */
export function payoutOf(reels: string[], stakeMinor: number): number {
  if (reels[0] === reels[1] && reels[1] === reels[2]) return stakeMinor * 20;
  if (reels[0] === reels[1]) return stakeMinor * 2;
  return 0;
}

/** A match's 1X2 odds, fixed per match so every visit shows the same book. */
export function oddsOf(matchId: number): [string, string, string] {
  return [1.5 + ((matchId * 37) % 90) / 100, 3 + ((matchId * 13) % 80) / 100, 2 + ((matchId * 29) % 150) / 100].map((n) => n.toFixed(2)) as [string, string, string];
}

/** The page of the game a ticket (or a free trial's `game`) names; a slot when it names none. */
async function gameView(deps: Deps, ticketId: string | undefined, trialCode: string | undefined): Promise<GameView> {
  const now = deps.clock.now();
  const code = ticketId ? (await findLaunchTicket(deps.db, ticketId, now))?.gameCode : trialCode;
  const game = code ? await findGame(deps.db, { gameCode: code }) : undefined;
  const kind = kindOf(game?.gameType);
  const view: GameView = { kind, title: game?.gameName ?? "Royal Slots", vendor: game ? vendorName(game.vassalage) : "ROYAL PLAY" };
  if (kind === "sports") view.matches = hotMatches().map((m) => ({ ...m, odds: oddsOf(m.id) }));
  if (kind === "lottery" && game) view.lastDraw = openedNumero(game.gameCode, now).numbers;
  return view;
}

/** The stand-in game: a page per category the launch URL opens, and its play call writing bet and win through the ledger. */
export function demoGameRoutes(app: Hono, deps: Deps): void {
  app.get("/demo-game", async (c) => c.html(demoGameHtml(await gameView(deps, c.req.query("ticket"), c.req.query("game")))));
  // Thai words need a Thai font, and a machine may have none: the page takes Sarabun's Thai file from the server.
  app.get("/demo-game/sarabun-thai.woff2", (c) => c.body(new Uint8Array(sarabunFile("sarabun-thai-400-normal.woff2")), 200, { "Content-Type": "font/woff2", "Cache-Control": "public, max-age=31536000, immutable" }));
  app.get("/demo-game/app.js", (c) => c.body(DEMO_GAME_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" }));

  serveMoneyCall(app, "demoGameSpin", deps, {
    async member({ body, lang }) {
      const ticket = await findLaunchTicket(deps.db, body.ticket, deps.clock.now());
      if (!ticket) return refuse(lang, 401, ErrorCode.ticketInvalid, "ticketInvalid");
      return success(ticket.memberId);
    },
    async plan({ body, lang, memberId, now }) {
      const ticket = await findLaunchTicket(deps.db, body.ticket, now);
      if (!ticket) return refuse(lang, 401, ErrorCode.ticketInvalid, "ticketInvalid");
      const stake = toMinor(body.stake);
      if (stake < DEMO_STAKE_MIN_MINOR || stake > DEMO_STAKE_MAX_MINOR) {
        return refuse(lang, 400, ErrorCode.amountOutOfRange, "amountOutOfRange", { min: DEMO_STAKE_MIN_MINOR / 100, max: DEMO_STAKE_MAX_MINOR / 100 });
      }
      const atLimit = await stakeRefusal(deps.db, memberId, now, lang);
      if (atLimit) return atLimit;
      const main = (await walletBalances(deps.db, memberId)).get(MAIN_WALLET) ?? 0;
      if (main < stake) return refuse(lang, 400, ErrorCode.insufficientBalance, "insufficientBalance");
      const reels = [0, 1, 2].map(() => SYMBOLS[randomInt(SYMBOLS.length)] ?? "7");
      const payout = payoutOf(reels, stake);
      const id = await nextId(deps.db, "bet_records");
      return success({
        statements: betRoundStatements({ id, memberId, gameCode: ticket.gameCode, vendor: ticket.vendor, stakeMinor: stake, payoutMinor: payout, reels: reels.join(","), at: now }),
        answer: { reels, stake: toMajor(stake), payout: toMajor(payout), balance: toMajor(main - stake + payout) },
      });
    },
  });
}

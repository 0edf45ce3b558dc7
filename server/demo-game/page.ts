/**
 * The stand-in game's page: HTML drawn per category and a separate script (the Content-Security-Policy allows
 * `script-src 'self'` only, so no inline script). A slot for slots and fishing, a card table for live casino and card
 * games, a sports book with the seed's matches and odds, a lottery draw. Every kind plays through the same spin call
 * (bet and win through the ledger); the page only dresses its answer. The ticket comes from `?ticket=`; every play
 * sends a fresh Idempotency-Key, and a retry after a lost answer reuses the key of that play.
 */
import type { HotMatch } from "../../contract";

export type GameKind = "slot" | "table" | "sports" | "lottery";

/** What the page shows: the game's name and vendor, its kind, and for a sports book the matches, for a lottery the last draw. */
export type GameView = {
  kind: GameKind;
  title: string;
  vendor: string;
  matches?: (HotMatch & { odds: [string, string, string] })[];
  lastDraw?: string[];
};

/** The kind of page a catalogue game type opens. */
export function kindOf(gameType: string | undefined): GameKind {
  switch (gameType) {
    case "LIVE":
    case "PVP":
      return "table";
    case "SPORTS":
      return "sports";
    case "LOTT":
    case "ELOTT":
      return "lottery";
    default:
      return "slot";
  }
}

const esc = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `
  @font-face { font-family: "Sarabun"; font-weight: 400 700; src: url("/demo-game/sarabun-thai.woff2") format("woff2"); unicode-range: U+0E01-0E5B, U+200C-200D, U+25CC; }
  body { margin: 0; font-family: Sarabun, system-ui, sans-serif; color: #fff; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
  body[data-kind="slot"] { background: radial-gradient(circle at 50% 20%, #4c1d95, #1a1033 70%); }
  body[data-kind="table"] { background: radial-gradient(circle at 50% 40%, #166534, #052e16 75%); }
  body[data-kind="sports"] { background: linear-gradient(160deg, #0f172a, #14532d); }
  body[data-kind="lottery"] { background: radial-gradient(circle at 50% 20%, #9f1239, #3b0764 75%); }
  main { background: rgba(0,0,0,.35); padding: 20px; border-radius: 16px; width: min(460px, 92vw); text-align: center; box-shadow: 0 12px 32px rgba(0,0,0,.4); }
  h1 { margin: 0 0 4px; font-size: 24px; }
  .vendor { margin: 0; color: #fde68a; font-size: 13px; letter-spacing: 1px; }
  .cells { display: flex; gap: 8px; justify-content: center; margin: 16px 0; }
  .cell { background: #fff; color: #1a1033; border-radius: 8px; width: 96px; height: 72px; display: flex; align-items: center; justify-content: center; font-weight: 700; font-size: 18px; }
  body[data-kind="table"] .cell { width: 64px; height: 92px; font-size: 24px; border: 2px solid #fde68a; }
  body[data-kind="lottery"] .cell { width: 64px; height: 64px; border-radius: 50%; font-size: 22px; background: #fde047; }
  body[data-kind="sports"] .cells { display: none; }
  .hands { display: flex; justify-content: space-around; font-size: 13px; color: #bbf7d0; }
  table { width: 100%; border-collapse: collapse; margin: 12px 0; font-size: 13px; }
  td, th { padding: 6px 4px; border-bottom: 1px solid rgba(255,255,255,.15); text-align: left; }
  td.odd { text-align: center; }
  .draw { display: flex; gap: 6px; justify-content: center; flex-wrap: wrap; margin: 8px 0; }
  .draw span { background: rgba(255,255,255,.15); border-radius: 12px; padding: 2px 8px; font-variant-numeric: tabular-nums; }
  button, select, input { font-family: inherit; }
  button { font-size: 18px; padding: 10px 24px; border-radius: 8px; border: 0; background: #f5b400; color: #1a1033; font-weight: 700; cursor: pointer; }
  button:disabled { opacity: .5; cursor: default; }
  select, input { font-size: 16px; padding: 6px; border-radius: 6px; }
  .status { min-height: 24px; margin-top: 12px; }
`;

function sportsBook(view: GameView): string {
  const rows = (view.matches ?? [])
    .map(
      (m, i) => `<tr><td><small>${esc(m.title)}</small><br>${esc(m.homeTeam)} – ${esc(m.awayTeam)}</td>${m.odds
        .map((odd, j) => `<td class="odd"><label><input type="radio" name="pick" value="${i}:${j}"${i === 0 && j === 0 ? " checked" : ""}> ${odd}</label></td>`)
        .join("")}</tr>`,
    )
    .join("");
  return `<table aria-labelledby="book"><caption id="book" data-i18n="matches">Matches</caption>
<thead><tr><th data-i18n="match">Match</th><th data-i18n="home">Home</th><th data-i18n="draw">Draw</th><th data-i18n="away">Away</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

function lotteryDraw(view: GameView): string {
  return `<p><span data-i18n="lastDraw">Last draw</span></p>
<div class="draw" role="list" aria-label="Last draw">${(view.lastDraw ?? []).map((n) => `<span role="listitem">${esc(n)}</span>`).join("")}</div>
<p><label><span data-i18n="number">Your number</span> <input id="number" inputmode="numeric" pattern="[0-9]{2}" maxlength="2" size="3" value="27"></label></p>`;
}

/** The page of one game. */
export function demoGameHtml(view: GameView): string {
  const extra = view.kind === "sports" ? sportsBook(view) : view.kind === "lottery" ? lotteryDraw(view) : "";
  const hands = view.kind === "table" ? `<div class="hands"><span data-i18n="player">Player</span><span data-i18n="banker">Banker</span></div>` : "";
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(view.title)}</title>
<style>${STYLE}</style>
</head>
<body data-kind="${view.kind}">
<main>
  <h1>${esc(view.title)}</h1>
  <p class="vendor">${esc(view.vendor)}</p>
  <p><span data-i18n="balance">Balance</span>: <strong id="balance">-</strong></p>
  ${extra}
  ${hands}
  <div class="cells" aria-live="polite"><div class="cell" id="r0">?</div><div class="cell" id="r1">?</div><div class="cell" id="r2">?</div></div>
  <p><label><span data-i18n="stake">Stake</span> <select id="stake"><option>1.00</option><option selected>10.00</option><option>100.00</option></select></label></p>
  <button id="spin" type="button" data-i18n="action">Spin</button>
  <p class="status" id="status" role="status"></p>
</main>
<script src="/demo-game/app.js"></script>
</body>
</html>`;
}

export const DEMO_GAME_SCRIPT = `"use strict";
(function () {
  var lang = (localStorage.getItem("hisLang") || localStorage.getItem("lang") || "th").toUpperCase() === "EN" ? "EN" : "TH";
  var kind = document.body.getAttribute("data-kind") || "slot";
  var ACTION = {
    slot: { TH: "หมุน", EN: "Spin" }, table: { TH: "แจกไพ่", EN: "Deal" },
    sports: { TH: "วางเดิมพัน", EN: "Place bet" }, lottery: { TH: "ซื้อหวย", EN: "Buy ticket" }
  };
  var TEXT = {
    TH: { balance: "ยอดเงิน", stake: "เดิมพัน", win: "ชนะ ", lose: "ไม่ชนะ ลองอีกครั้ง", noTicket: "ไม่มีตั๋วเกม กรุณาเปิดเกมจากเว็บไซต์", trial: "ทดลองเล่นฟรี: เครดิตทดลอง ไม่ใช่เงินจริง",
      player: "ผู้เล่น", banker: "เจ้ามือ", matches: "คู่การแข่งขันและราคา", match: "คู่", home: "เจ้าบ้าน", draw: "เสมอ", away: "ทีมเยือน", lastDraw: "ผลงวดล่าสุด", number: "เลขของคุณ", network: "เครือข่ายขัดข้อง" },
    EN: { balance: "Balance", stake: "Stake", win: "You win ", lose: "No win, try again", noTicket: "No game ticket: launch the game from the site", trial: "Free trial: play credit, not real money",
      player: "Player", banker: "Banker", matches: "Matches and odds", match: "Match", home: "Home", draw: "Draw", away: "Away", lastDraw: "Last draw", number: "Your number", network: "Network error" }
  };
  var t = TEXT[lang];
  t.action = ACTION[kind][lang];
  document.documentElement.lang = lang.toLowerCase();
  Array.prototype.forEach.call(document.querySelectorAll("[data-i18n]"), function (el) { el.textContent = t[el.getAttribute("data-i18n")]; });
  var SYMBOLS = ["7", "BAR", "BELL", "CHERRY", "LEMON", "STAR"];
  var CARDS = ["A\\u2660", "K\\u2665", "Q\\u2666", "J\\u2663", "10\\u2660", "9\\u2665"];
  /** What a cell shows for a reel symbol: the symbol, a card, or a drawn number. */
  function face(symbol, i) {
    var n = SYMBOLS.indexOf(symbol);
    if (kind === "table") return CARDS[n < 0 ? 0 : n];
    if (kind === "lottery") return String((n * 17 + i * 31 + 7) % 100).padStart(2, "0");
    return symbol;
  }
  function show(reels) { for (var i = 0; i < 3; i++) document.getElementById("r" + i).textContent = face(reels[i], i); }
  var params = new URLSearchParams(location.search);
  var ticket = params.get("ticket");
  var button = document.getElementById("spin");
  var status = document.getElementById("status");
  var pendingKey = null;
  var stopped = false;
  function money(n) { return n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
  if (params.get("mode") === "trial") {
    // Free trial: play credit kept in the page; no ticket, no wallet, no record. Same odds as the real game.
    var credit = 2000;
    document.getElementById("balance").textContent = money(credit);
    status.textContent = t.trial;
    button.addEventListener("click", function () {
      var stake = Number(document.getElementById("stake").value);
      if (stake > credit) { status.textContent = t.lose; return; }
      var random = new Uint32Array(3);
      crypto.getRandomValues(random);
      var reels = Array.prototype.map.call(random, function (n) { return SYMBOLS[n % SYMBOLS.length]; });
      var payout = reels[0] === reels[1] && reels[1] === reels[2] ? stake * 20 : reels[0] === reels[1] ? stake * 2 : 0;
      credit = credit - stake + payout;
      show(reels);
      document.getElementById("balance").textContent = money(credit);
      status.textContent = payout > 0 ? t.win + payout.toFixed(2) : t.lose;
    });
    return;
  }
  if (!ticket) { status.textContent = t.noTicket; button.disabled = true; return; }
  function newKey() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }
  button.addEventListener("click", function () {
    button.disabled = true;
    var stake = document.getElementById("stake").value;
    pendingKey = pendingKey || newKey();
    fetch("/wps/demo-game/spin", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Language": lang, "Module-Id": "GAMELO3", "Idempotency-Key": pendingKey },
      body: JSON.stringify({ ticket: ticket, stake: stake })
    }).then(function (res) { return res.json(); }).then(function (answer) {
      pendingKey = null;
      if (!answer.success) {
        status.textContent = answer.message || answer.errorCode;
        // At a loss or wager limit no stake is taken until the period resets: the game stops until it is opened again.
        if (answer.errorCode === "LOSS_LIMIT_REACHED" || answer.errorCode === "WAGER_LIMIT_REACHED") stopped = true;
        return;
      }
      var v = answer.value;
      show(v.reels);
      document.getElementById("balance").textContent = money(v.balance);
      status.textContent = v.payout > 0 ? t.win + v.payout.toFixed(2) : t.lose;
    }).catch(function () {
      status.textContent = t.network;
    }).then(function () { button.disabled = stopped; });
  });
})();
`;

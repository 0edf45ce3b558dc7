/**
 * The demo game's page: static HTML and a separate script (the Content-Security-Policy allows `script-src 'self'`
 * only, so no inline script). The ticket comes from `?ticket=`; every spin sends a fresh Idempotency-Key, and a
 * retry after a lost answer reuses the key of that spin.
 */
export const DEMO_GAME_HTML = `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo slot</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #1a1033; color: #fff; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
  main { background: #2b1b55; padding: 24px; border-radius: 16px; width: min(420px, 92vw); text-align: center; }
  .reels { display: flex; gap: 8px; justify-content: center; margin: 16px 0; }
  .reel { background: #fff; color: #1a1033; border-radius: 8px; width: 96px; height: 72px; display: flex; align-items: center; justify-content: center; font-weight: 700; font-size: 18px; }
  button { font-size: 18px; padding: 10px 24px; border-radius: 8px; border: 0; background: #f5b400; color: #1a1033; font-weight: 700; cursor: pointer; }
  button:disabled { opacity: .5; cursor: default; }
  select { font-size: 16px; padding: 6px; border-radius: 6px; }
  .status { min-height: 24px; margin-top: 12px; }
</style>
</head>
<body>
<main>
  <h1 data-i18n="title">Demo slot</h1>
  <p><span data-i18n="balance">Balance</span>: <strong id="balance">-</strong></p>
  <div class="reels" aria-live="polite"><div class="reel" id="r0">?</div><div class="reel" id="r1">?</div><div class="reel" id="r2">?</div></div>
  <p><label><span data-i18n="stake">Stake</span> <select id="stake"><option>1.00</option><option selected>10.00</option><option>100.00</option></select></label></p>
  <button id="spin" type="button" data-i18n="spin">Spin</button>
  <p class="status" id="status" role="status"></p>
</main>
<script src="/demo-game/app.js"></script>
</body>
</html>`;

export const DEMO_GAME_SCRIPT = `"use strict";
(function () {
  var lang = (localStorage.getItem("hisLang") || localStorage.getItem("lang") || "th").toUpperCase() === "EN" ? "EN" : "TH";
  var TEXT = {
    TH: { title: "สล็อตทดลอง", balance: "ยอดเงิน", stake: "เดิมพัน", spin: "หมุน", win: "ชนะ ", lose: "ไม่ชนะ ลองอีกครั้ง", noTicket: "ไม่มีตั๋วเกม กรุณาเปิดเกมจากเว็บไซต์", trial: "ทดลองเล่นฟรี: เครดิตทดลอง ไม่ใช่เงินจริง" },
    EN: { title: "Demo slot", balance: "Balance", stake: "Stake", spin: "Spin", win: "You win ", lose: "No win, try again", noTicket: "No game ticket: launch the game from the site", trial: "Free trial: play credit, not real money" }
  };
  var t = TEXT[lang];
  document.documentElement.lang = lang.toLowerCase();
  Array.prototype.forEach.call(document.querySelectorAll("[data-i18n]"), function (el) { el.textContent = t[el.getAttribute("data-i18n")]; });
  var params = new URLSearchParams(location.search);
  var ticket = params.get("ticket");
  var button = document.getElementById("spin");
  var status = document.getElementById("status");
  var pendingKey = null;
  function money(n) { return n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
  if (params.get("mode") === "trial") {
    // Free trial: play credit kept in the page; no ticket, no wallet, no record. Same odds as the real game.
    var SYMBOLS = ["7", "BAR", "BELL", "CHERRY", "LEMON", "STAR"];
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
      for (var i = 0; i < 3; i++) document.getElementById("r" + i).textContent = reels[i];
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
      if (!answer.success) { status.textContent = answer.message || answer.errorCode; return; }
      var v = answer.value;
      for (var i = 0; i < 3; i++) document.getElementById("r" + i).textContent = v.reels[i];
      document.getElementById("balance").textContent = v.balance.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      status.textContent = v.payout > 0 ? t.win + v.payout.toFixed(2) : t.lose;
    }).catch(function () {
      status.textContent = "Network error";
    }).then(function () { button.disabled = false; });
  });
})();
`;

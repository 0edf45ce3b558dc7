/** The operator page of the live chat (a dev tool: plain HTML, script from /dev/chat/operator.js for the CSP). */
export const OPERATOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live chat operator</title>
<style>
body{font-family:Arial,sans-serif;margin:0;display:flex;height:100vh;background:#f4f6fa;color:#1d2433}
#list{width:260px;border-right:1px solid #ccd;overflow:auto;background:#fff}
#list button{display:block;width:100%;text-align:left;padding:10px;border:0;border-bottom:1px solid #eef;background:none;cursor:pointer}
#list button[aria-current=true]{background:#e3ecff}
#chat{flex:1;display:flex;flex-direction:column}
#log{flex:1;overflow:auto;padding:12px}
.m{margin:6px 0;max-width:70%;padding:6px 10px;border-radius:8px;background:#fff}
.m.operator{margin-left:auto;background:#d7f5dd}
#status{padding:6px 12px;font-size:13px;color:#556}
form{display:flex;gap:6px;padding:10px;border-top:1px solid #ccd}
input{flex:1;padding:8px}
</style></head>
<body><nav id="list" aria-label="Conversations"></nav>
<main id="chat"><div id="status">Choose a conversation / เลือกการสนทนา</div><div id="log" role="log" aria-live="polite"></div>
<form id="form"><input id="text" maxlength="500" autocomplete="off" aria-label="Reply" disabled><button id="send" disabled>Send</button></form></main>
<script type="module" src="/dev/chat/operator.js"></script></body></html>
`;

export const OPERATOR_SCRIPT = `
const list = document.getElementById("list");
const log = document.getElementById("log");
const status = document.getElementById("status");
const input = document.getElementById("text");
const sendButton = document.getElementById("send");
let current = null, socket = null, lastId = undefined, seen = new Set(), typingTimer = 0;

function line(m) {
  if (seen.has(m.id)) return;
  seen.add(m.id);
  lastId = m.id;
  const div = document.createElement("div");
  div.className = "m " + m.from;
  div.dataset.id = m.id;
  div.textContent = m.name + ": " + m.text;
  log.append(div);
  log.scrollTop = log.scrollHeight;
}

async function refresh() {
  const answer = await fetch("/dev/chat/conversations").then((r) => r.json()).catch(() => null);
  if (!answer || !answer.success) return;
  list.replaceChildren(...answer.value.map((c) => {
    const b = document.createElement("button");
    b.textContent = c.name + (c.member ? "" : " (guest)") + (c.lastText ? " — " + c.lastText.slice(0, 40) : "");
    b.setAttribute("aria-current", String(c.id === current));
    b.onclick = () => open(c.id, c.name);
    return b;
  }));
}

function connect() {
  const url = location.origin.replace(/^http/, "ws") + "/dev/chat/socket";
  socket = new WebSocket(url);
  socket.onopen = () => socket.send(JSON.stringify({ t: "hello", ticket: current, after: lastId }));
  socket.onmessage = (e) => {
    const f = JSON.parse(e.data);
    if (f.t === "ready") { f.messages.forEach(line); status.textContent = "Connected / เชื่อมต่อแล้ว"; input.disabled = false; sendButton.disabled = false; if (lastId) socket.send(JSON.stringify({ t: "read", upTo: lastId })); }
    else if (f.t === "message") { line(f.message); if (f.message.from === "member") socket.send(JSON.stringify({ t: "read", upTo: f.message.id })); }
    else if (f.t === "typing") { status.textContent = "Typing… / กำลังพิมพ์…"; clearTimeout(typingTimer); typingTimer = setTimeout(() => (status.textContent = "Connected / เชื่อมต่อแล้ว"), 3000); }
    else if (f.t === "read") { status.textContent = "Read / อ่านแล้ว"; }
    else if (f.t === "error") { status.textContent = "Error: " + f.code; }
  };
  socket.onclose = () => { const mine = socket; setTimeout(() => { if (socket === mine && current) connect(); }, 1000); };
}

function open(id, name) {
  current = id; lastId = undefined; seen = new Set(); log.replaceChildren();
  status.textContent = name;
  if (socket) { const old = socket; socket = null; old.close(); }
  connect();
  refresh();
}

document.getElementById("form").onsubmit = (e) => {
  e.preventDefault();
  const text = input.value.trim();
  if (!text || !socket) return;
  socket.send(JSON.stringify({ t: "send", clientId: "op" + crypto.randomUUID().replaceAll("-", ""), text }));
  input.value = "";
};
input.oninput = () => socket && socket.readyState === 1 && socket.send(JSON.stringify({ t: "typing" }));
refresh();
setInterval(refresh, 3000);
`;

// `npm run dev`: the reference server on API_PORT (default 8080) and Vite with hot reload on 5173, proxying the API to it.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "8080";
const children = [
  // Launch URLs point at the Vite origin, which proxies /demo-game to the server (PUBLIC_ORIGIN, docs/operating.md "The reference server").
  spawn("npx", ["tsx", "watch", "server/main.ts"], { stdio: "inherit", env: { PUBLIC_ORIGIN: "http://localhost:5173", ...process.env, PORT: apiPort } }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` } }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", (code) => { stop(); process.exit(code ?? 0); }));

import { mkdirSync, existsSync, realpathSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createReferenceServer, type ReferenceServer, type ReferenceServerOptions } from "./app";
import type { Clock } from "./clock";
import { DEMO_ACCOUNTS } from "./demo-accounts";

export type { Clock } from "./clock";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Creates the folder of a `file:` database (nothing for `:memory:` or a remote URL). */
function ensureDatabaseFolder(databaseUrl: string): void {
  if (!databaseUrl.startsWith("file:") || databaseUrl.includes(":memory:")) return;
  const path = databaseUrl.slice("file:".length).split("?")[0] ?? "";
  if (path) mkdirSync(dirname(resolve(path)), { recursive: true });
}

/** Starts the server on a port (0 = any free one); `url` is where it listens. */
export async function startReferenceServer(
  opts: ReferenceServerOptions & { port: number; host?: string },
): Promise<{ url: string; close(): Promise<void>; clock: Clock; reference: ReferenceServer }> {
  ensureDatabaseFolder(opts.databaseUrl);
  const reference = await createReferenceServer(opts);
  const host = opts.host ?? "0.0.0.0";
  let server: ReturnType<typeof serve> | undefined;
  const address = await new Promise<AddressInfo>((resolveListening, reject) => {
    server = serve({ fetch: reference.app.fetch, port: opts.port, hostname: host }, resolveListening);
    server.once("error", reject);
    // Longer than any client keeps an idle connection (Node's 5 s default): a client that reuses its kept-alive
    // connection just as the server closes it gets ECONNRESET (a browser test's API call did, after a 5 s wait).
    if ("keepAliveTimeout" in server) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
    // The chat sockets (server/chat/hub.ts); any other upgrade is refused.
    server.on("upgrade", (req, socket, head) => {
      if (!reference.chat.upgrade(req, socket, head)) socket.destroy();
    });
  }).catch(async (error: unknown) => {
    await reference.close();
    throw error;
  });
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${address.port}`,
    clock: reference.clock,
    reference,
    async close() {
      await new Promise<void>((done) => {
        if (!server) return done();
        reference.chat.close();
        server.close(() => done());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await reference.close();
    },
  };
}

function printBanner(url: string, devRoutes: boolean, staticDir: string | undefined): void {
  const lines = [
    `Reference server listening on ${url}`,
    staticDir ? `Serving the built client from ${staticDir}` : "No dist/ folder: API only (run `npm run build` to serve the client)",
    devRoutes ? "Dev routes on under /dev (REFERENCE_DEV_ROUTES=off to disable)" : "Dev routes off",
    "Demo accounts (username / password / role):",
    ...DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(10)} / ${a.password.padEnd(11)} / ${a.role.padEnd(6)}  ${a.note}`),
    "Free play is on (whitelabel FREEPLAY3): each start makes a trial account (type 4) with 2,000.00 demo credit",
  ];
  console.log(lines.join("\n"));
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? "0.0.0.0";
  const databaseUrl = process.env.DATABASE_URL ?? `file:${join(projectRoot, "data", "reference.db")}`;
  const devRoutes = (process.env.REFERENCE_DEV_ROUTES ?? "on").toLowerCase() !== "off";
  const log = (process.env.LOG_LEVEL ?? "info").toLowerCase() !== "silent";
  // scripts/start.mjs names the folder of the build it made (dist/, or a debug build's dist-inspector/, dist-recording/).
  const dist = join(projectRoot, process.env.CLIENT_DIR ?? "dist");
  const staticDir = existsSync(dist) ? dist : undefined;
  // The studio is looked for per request (server/studio.ts): one built after the start is served at once.
  const studioDir = join(projectRoot, "dist-studio");
  const studioScreensDir = join(projectRoot, "dist-studio-screens");
  process.on("unhandledRejection", (reason) => console.error("unhandled rejection", reason));
  const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;
  const running = await startReferenceServer({ databaseUrl, devRoutes, staticDir, studioDir, studioScreensDir, log, port, host, publicOrigin });
  printBanner(running.url, devRoutes, staticDir);
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

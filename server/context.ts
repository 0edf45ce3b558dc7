import type { HttpBindings } from "@hono/node-server";
import type { Client } from "@libsql/client";
import type { Context } from "hono";
import type { Clock } from "./clock";
import type { RsaKeys } from "./crypto";
import type { FaultStore } from "./faults";
import type { HumanVerifier } from "./human-verification";
import type { Logger } from "./logger";
import type { SessionMember } from "./store/sessions";

/** What the routes and middleware share. */
export type Deps = {
  db: Client;
  clock: Clock;
  faults: FaultStore;
  rsa: RsaKeys;
  logger: Logger;
  human: HumanVerifier;
  /** The site's configured public origin (PUBLIC_ORIGIN): launch URLs are made from it. */
  publicOrigin: string;
  /** Dev routes and the reference stand-ins for outside providers are mounted (REFERENCE_DEV_ROUTES). */
  devRoutes: boolean;
};

/** Whether the site is served over HTTPS (then HSTS and Secure cookies). */
export const isHttps = (publicOrigin: string) => publicOrigin.startsWith("https:");

/** Per-request values set by the middleware (Hono's documented way to type `c.get` / `c.set`). */
declare module "hono" {
  interface ContextVariableMap {
    /** The session's member, set by requireMember on token-requiring calls. */
    member: SessionMember;
    /** Set when a drop fault destroyed the socket (the request log shows status 0). */
    dropped: boolean;
  }
}

/** The node request and response, when there is a real socket. */
export function nodeBindings(c: Context): HttpBindings | undefined {
  const env = c.env as Partial<HttpBindings> | undefined;
  return env?.incoming && env.outgoing ? { incoming: env.incoming, outgoing: env.outgoing } : undefined;
}

/** The caller's IP: the socket address (IPv4-mapped IPv6 unwrapped), else 127.0.0.1. */
export function callerIp(c: Context): string {
  const address = nodeBindings(c)?.incoming.socket.remoteAddress;
  if (!address) return "127.0.0.1";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/** The host name the request arrived on, without port. */
export function requestHost(c: Context): string {
  const host = c.req.header("Host") ?? new URL(c.req.url).host;
  return host.replace(/:\d+$/, "") || "localhost";
}

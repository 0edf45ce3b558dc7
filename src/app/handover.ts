import type { ApiClient } from "../api/http-client";
import { ApiError } from "../api/api-error";
import { sessionStore } from "./storage";

/** The query parameter that carries a session hand-over code from the connection chooser to the chosen address. */
export const HANDOVER_PARAM = "handover";

let pending: string | undefined;

/**
 * Reads the hand-over code the page was opened with and takes it out of the address bar at once (it is single use,
 * and should not stay in the history or be shared). Returns whether there was one.
 */
export function takeHandoverCodeFromUrl(): boolean {
  if (typeof window === "undefined") return false;
  const url = new URL(window.location.href);
  const code = url.searchParams.get(HANDOVER_PARAM);
  if (!code) return false;
  url.searchParams.delete(HANDOVER_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  pending = code;
  return true;
}

/**
 * Before the session is restored: a waiting hand-over code is exchanged (once) for this address's own session token.
 * A code the server refuses (expired, used) ends as "not logged in", like any dead sign-in.
 */
export async function redeemPendingHandover(api: ApiClient, signal?: AbortSignal): Promise<void> {
  const code = pending;
  pending = undefined;
  if (!code) return;
  try {
    const { token } = await api.request("handoverRedeem", { body: { code }, signal });
    sessionStore.set("token", token);
  } catch (error) {
    if (error instanceof ApiError && error.kind === "server") throw new ApiError({ kind: "unauthorized", errorCode: error.errorCode, message: error.message });
    throw error;
  }
}

/** The address of the same page on another route, with the hand-over code when there is one. */
export function withHandoverCode(path: string, code: string | undefined): string {
  if (!code) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${HANDOVER_PARAM}=${encodeURIComponent(code)}`;
}

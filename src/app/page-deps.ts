import type { ApiClient } from "../api/http-client";

/**
 * What the flows of lazily loaded pages (wallet, agent centre, lottery) need from the app. createAppActor sets it; the
 * pages make their flows from it on first use, so the flows' code loads with the pages, not with the first screen.
 */
export interface PageDeps {
  api: ApiClient;
  /** The platform's language code (e.g. "TH"). */
  language: () => string;
  onBalanceChanged: () => void;
  /**
   * Calls the listener each time the header balance changes (an approval, a refund, a credit); returns the way to stop.
   * The deposit and withdraw pages follow it (optional so test stand-ins may omit it).
   */
  followBalance?: (listener: () => void) => () => void;
  /** A message was read or deleted: the header's unread count is fetched again (optional so test stand-ins may omit it). */
  onInboxChanged?: () => void;
  /** A mission was claimed: the menu's mission count is fetched again (optional, like onInboxChanged). */
  onMissionsChanged?: () => void;
  /** Something the member info shows changed (promotion count, nickname, VIP level): it is read again (optional). */
  onMemberChanged?: () => void;
  /** A dead reset link asks for a new one: the recovery dialog for a guest, the password change for a member. */
  openRecovery: () => void;
}

let current: PageDeps | undefined;

/** Set by createAppActor, each time it creates an app. */
export function setPageDeps(deps: PageDeps): void {
  current = deps;
}

/** Flows made from the current app's deps on first use, and again when a new app was created; undefined before any. */
export function flowsPerApp<T>(create: (deps: PageDeps) => T): () => T | undefined {
  let made: { deps: PageDeps; flows: T } | undefined;
  return () => {
    if (!current) return undefined;
    if (made?.deps !== current) made = { deps: current, flows: create(current) };
    return made.flows;
  };
}

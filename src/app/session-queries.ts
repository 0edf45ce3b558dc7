import { waitFor } from "xstate";
import type { AppActor } from "./app-actor";

type AppSnapshot = ReturnType<AppActor["getSnapshot"]>;

export const isSignedIn = (snapshot: AppSnapshot): boolean => snapshot.matches({ running: { session: "signedIn" } });

/** The session is known: the app is not running (maintenance, ...), or it is no longer checking or restoring. */
export const isSessionSettled = (snapshot: AppSnapshot): boolean =>
  !snapshot.matches("booting") &&
  !snapshot.matches({ running: { session: "checking" } }) &&
  !snapshot.matches({ running: { session: "restoring" } });

export async function settledSession(actor: AppActor): Promise<AppSnapshot> {
  return waitFor(actor, isSessionSettled, { timeout: Infinity });
}

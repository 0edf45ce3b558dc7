import type { AppActor } from "../../app/app-actor";

type AppSnapshot = ReturnType<AppActor["getSnapshot"]>;

/** What the header shows for the session: a skeleton while it is being found out, guest buttons, or the member's tools. */
export type SessionView = "pending" | "guest" | "signedIn";

export function sessionView(snapshot: AppSnapshot): SessionView {
  if (snapshot.matches({ running: { session: "signedIn" } })) return "signedIn";
  if (snapshot.matches({ running: { session: "guest" } }) || snapshot.matches({ running: { session: "restoreFailed" } })) return "guest";
  return "pending";
}

/** A sign-in is kept, being made or done: the member's tools will probably be shown. */
export function memberMayBeSignedIn(snapshot: AppSnapshot): boolean {
  return snapshot.context.hasStoredToken || sessionView(snapshot) === "signedIn";
}

import { useAppSelector } from "../../app/app-context";
import { GuestActions } from "./GuestActions";
import { MemberActions } from "./MemberActions";
import { SessionSkeleton } from "./SessionSkeleton";
import { sessionView } from "./session-view";

/** The right end of the header by session state. */
export function SessionActions() {
  const view = useAppSelector(sessionView);
  if (view === "signedIn") return <MemberActions />;
  if (view === "guest") return <GuestActions />;
  return <SessionSkeleton />;
}

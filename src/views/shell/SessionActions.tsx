import { useAppSelector } from "../../app/app-context";
import { GuestActions } from "./GuestActions";
import { memberActionsPart } from "./member-parts";
import { MemberActionsFailed } from "./MemberActionsFailed";
import { SessionSkeleton } from "./SessionSkeleton";
import { sessionView } from "./session-view";

/** The right end of the header by session state (the member's tools: the skeleton until their chunk is in). */
export function SessionActions() {
  const view = useAppSelector(sessionView);
  const MemberActions = memberActionsPart.usePart();
  if (view === "guest") return <GuestActions />;
  if (view === "pending" || MemberActions === "loading") return <SessionSkeleton />;
  if (MemberActions === "failed") return <MemberActionsFailed />;
  return <MemberActions />;
}

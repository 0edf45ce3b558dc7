import { shallowEqual } from "@xstate/react";
import { useAppSelector } from "../../app/app-context";
import { consolidatedRunnerPart } from "../shell/member-parts";

/** Runs the consolidated-data flow while a member is signed in (restarted for each member); nothing for guests. */
export function SessionConsolidated() {
  const session = useAppSelector(
    (s) => ({
      signedIn: s.matches({ running: { session: "signedIn" } }),
      key: s.context.member ? `${s.context.member.id}:${s.context.member.userName}` : "",
      trial: s.context.role === "trial",
    }),
    shallowEqual,
  );
  const ConsolidatedRunner = consolidatedRunnerPart.usePart();
  // No contract badges until its chunk is in, or if it failed (the header's part, asked for with it, offers the retry).
  if (!session.signedIn || typeof ConsolidatedRunner === "string") return null;
  return <ConsolidatedRunner key={session.key} trial={session.trial} />;
}

import { useEffect } from "react";
import { useAppSelector } from "../../app/app-context";
import { chunkPart } from "../common/chunk-part";
import { memberMayBeSignedIn } from "./session-view";

// What the shell runs only for a signed-in member, in chunks a visitor never loads.

/** The header's member tools (balance, shortcuts, account menu). */
export const memberActionsPart = chunkPart("The member's header part", () => import("./MemberActions").then((m) => m.MemberActions));

/** The member's consolidated-data flow (contract badges), with the agent calls. */
export const consolidatedRunnerPart = chunkPart("The consolidated-data flow", () => import("../agent/ConsolidatedRunner").then((m) => m.ConsolidatedRunner));

/** Asks for the member's parts; called as soon as a member may be signed in, so that they load beside the session's check. */
export function loadMemberParts(): void {
  memberActionsPart.load();
  consolidatedRunnerPart.load();
}

/** A sign-in made on the page (login, free play, hand-over): the member's parts load beside it, not after it. */
export function useMemberPartsWhenLikely(): void {
  const likely = useAppSelector(memberMayBeSignedIn);
  useEffect(() => {
    if (likely) loadMemberParts();
  }, [likely]);
}

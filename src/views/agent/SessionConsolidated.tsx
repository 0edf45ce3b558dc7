import { shallowEqual } from "@xstate/react";
import type { ReactNode } from "react";
import { useAppSelector } from "../../app/app-context";
import { ConsolidatedProvider } from "./consolidated-context";

/** The consolidated contract data for the signed-in member (restarted for each member); nothing for guests. */
export function SessionConsolidated({ children }: { children: ReactNode }) {
  const session = useAppSelector(
    (s) => ({
      signedIn: s.matches({ running: { session: "signedIn" } }),
      key: s.context.member ? `${s.context.member.id}:${s.context.member.userName}` : "",
      trial: s.context.role === "trial",
    }),
    shallowEqual,
  );
  return <ConsolidatedProvider session={session.signedIn ? { key: session.key, trial: session.trial } : undefined}>{children}</ConsolidatedProvider>;
}

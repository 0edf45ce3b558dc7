import { useLingui } from "@lingui/react/macro";
import { Center, Loader } from "@mantine/core";
import { useAppSelector } from "../../app/app-context";
import { AgentLoginCard } from "../login/AgentLoginCard";
import { useLoginRef } from "../login/use-login-ref";
import { sessionView } from "../shell/session-view";
import { ComingSoonContent } from "./ComingSoonContent";

/** /agentHome: the agent login card for guests, a loader while the session settles, then the agent home. */
export function AgentHomePage() {
  const { t } = useLingui();
  const view = useAppSelector(sessionView);
  const hasLogin = useLoginRef() !== undefined;
  if (view === "signedIn") return <ComingSoonContent />;
  if (view === "guest" && hasLogin) {
    return (
      <Center mih="60dvh" p="md">
        <AgentLoginCard />
      </Center>
    );
  }
  if (view === "guest") return <ComingSoonContent />;
  return (
    <Center mih="60dvh">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}

import { usePathname } from "../common/use-pathname";
import { AgentHomePage } from "./AgentHomePage";
import { ComingSoonContent } from "./ComingSoonContent";

/** Screens a later issue builds; /agentHome is the agent login page for guests. */
export function ComingSoonPage() {
  const pathname = usePathname();
  if (pathname === "/agentHome") return <AgentHomePage />;
  return <ComingSoonContent />;
}

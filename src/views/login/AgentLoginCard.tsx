import { Trans } from "@lingui/react/macro";
import { Card, Title } from "@mantine/core";
import { useId, useMemo } from "react";
import { LoginForm } from "./LoginForm";
import { useLoginRef } from "./use-login-ref";
import { useLoginSite } from "./use-login-site";

/** The agent login page's form: only agents may continue ("Non-agents cannot log in" otherwise). */
export function AgentLoginCard() {
  const login = useLoginRef();
  const site = useLoginSite();
  const titleId = useId();
  // Trial play and registration are for players, not here.
  const agentSite = useMemo(() => ({ ...site, freePlay: false, directRegister: false }), [site]);
  return (
    <Card component="section" aria-labelledby={titleId} withBorder padding="lg" radius="md" w="100%" maw={420}>
      <Title id={titleId} order={1} fz={{ base: 22, sm: 26 }} mb="md">
        <Trans>Agent login</Trans>
      </Title>
      <LoginForm login={login} agentLogin site={agentSite} />
    </Card>
  );
}

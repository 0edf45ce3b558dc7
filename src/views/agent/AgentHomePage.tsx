import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { shallowEqual } from "@xstate/react";
import { useAppSelector } from "../../app/app-context";
import { AgentLoginCard } from "../login/AgentLoginCard";
import { useLoginRef } from "../login/use-login-ref";
import { sessionView } from "../shell/session-view";
import { CountBadge } from "../shell/CountBadge";
import { visiblePages } from "./agent-pages";
import { useContractSummary } from "./consolidated-store";

/** /agentHome: the agent login card for guests, a loader while the session settles, then the agent home. */
export function AgentHomePage() {
  const { t } = useLingui();
  const view = useAppSelector(sessionView);
  const hasLogin = useLoginRef() !== undefined;
  if (view === "signedIn") return <SignedInAgentHome />;
  if (view === "guest" && hasLogin) {
    return (
      <Center mih="60dvh" p="md">
        <AgentLoginCard />
      </Center>
    );
  }
  return (
    <Center mih="60dvh">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}

/** The agent's start page: every agent-centre page, with the red counts of contracts waiting for an answer. */
function SignedInAgentHome() {
  const { i18n } = useLingui();
  const me = useAppSelector((s) => ({ role: s.context.role, name: s.context.member?.nickname || s.context.member?.userName || "", flags: s.context.system?.flags ?? {} }), shallowEqual);
  const { waiting } = useContractSummary();
  if (me.role !== "agent") {
    return (
      <Center component="section" mih="60dvh" p="md">
        <Stack align="center" ta="center">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <Trans>Agent home</Trans>
          </Title>
          <Text role="alert">
            <Trans>Non-agents cannot log in</Trans>
          </Text>
        </Stack>
      </Center>
    );
  }
  const name = me.name;
  return (
    <Stack component="section" p="md" maw={1100} mx="auto" w="100%">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <Trans>Agent home</Trans>
      </Title>
      <Text>
        <Trans>Welcome, {name}. Manage your team, contracts and income in the agent centre.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {visiblePages(me.flags, true).map((info) => (
          <Card key={info.page} withBorder radius="md" padding="sm">
            <Button component={Link} to={`/agent/${info.page}`} variant="subtle" justify="space-between" fullWidth rightSection={<CountBadge count={info.contract ? waiting[info.contract] : 0} />}>
              {i18n._(info.title)}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

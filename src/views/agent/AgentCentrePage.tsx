import { Trans, useLingui } from "@lingui/react/macro";
import { Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useParams } from "@tanstack/react-router";
import { shallowEqual } from "@xstate/react";
import { useAppSelector } from "../../app/app-context";
import { BackHomeButton } from "../common/BackHomeButton";
import { agentPageInfo, visiblePages } from "./agent-pages";
import { AgentCentreLayout } from "./AgentCentreLayout";
import { AgentPageContent } from "./AgentPageContent";
import { useContractSummary } from "./consolidated-store";

/** /agent/<page>: the agent centre with its side menu; a page whose flag is off, or one for agents only, says so. */
export function AgentCentrePage() {
  const { t, i18n } = useLingui();
  const page = useParams({ strict: false, select: (params) => (params as { page?: string }).page ?? "" });
  const view = useAppSelector(
    (s) => ({ role: s.context.role, flags: s.context.system?.flags ?? {}, signedIn: s.matches({ running: { session: "signedIn" } }) }),
    shallowEqual,
  );
  const { waiting } = useContractSummary();
  if (!view.signedIn || view.role === undefined) {
    return (
      <Center mih="60dvh">
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  const pages = visiblePages(view.flags, view.role === "agent");
  const info = agentPageInfo(page);
  const shown = info && pages.some((p) => p.page === info.page) ? info : undefined;
  if (view.role === "trial" || pages.length === 0) return <NotForYou />;
  return (
    <AgentCentreLayout pages={pages} current={shown?.page} badges={waiting}>
      {shown ? (
        <AgentPageContent key={shown.page} info={shown} title={i18n._(shown.title)} />
      ) : (
        <Stack align="center" p="xl" ta="center">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <Trans>This page is not available</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>It is switched off for this site or it is only for agents.</Trans>
          </Text>
        </Stack>
      )}
    </AgentCentreLayout>
  );
}

/** A trial account, or a member without any contract page. */
function NotForYou() {
  return (
    <Center component="section" mih="60dvh" p="md">
      <Stack align="center" ta="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <Trans>Agent centre</Trans>
        </Title>
        <Text role="alert">
          <Trans>The agent centre is for agents.</Trans>
        </Text>
        <BackHomeButton />
      </Stack>
    </Center>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Badge, Button, Group, Loader, Modal, Radio, Stack, Text, Tooltip } from "@mantine/core";
import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { connectionChooserMachine } from "../../../machines/connection-chooser.machine";
import { useAppSelector } from "../../app/app-context";
import { appConfig } from "../../app/config";
import { connectionChooserLogic, currentHost } from "../../app/connection-actors";
import { inspection } from "../../app/inspection";
import { RefreshIcon } from "../icons/RefreshIcon";

const NO_ROUTES: string[] = [];

/** Header button and the speed-selection prompt; it checks the current domain once and opens by itself when slow. */
export function ConnectionChooser() {
  const routes = useAppSelector((s) => s.context.system?.status.info.domainRoute ?? NO_ROUTES, shallowEqual);
  if (routes.length === 0) return null;
  return <ChooserFlow routes={routes} />;
}

function ChooserFlow({ routes }: { routes: string[] }) {
  const { t } = useLingui();
  const chooser = useActorRef(connectionChooserLogic, { input: { routes, current: currentHost(), slowMs: appConfig.slowDomainMs }, ...inspection("connectionChooser") });
  return (
    <>
      <Tooltip label={t`Choose the best connection`}>
        <ActionIcon variant="subtle" size="sm" aria-label={t`Choose the best connection`} onClick={() => chooser.send({ type: "CONNECTION.OPEN" })}>
          <RefreshIcon size={16} />
        </ActionIcon>
      </Tooltip>
      <ChooserDialog chooser={chooser} />
    </>
  );
}

export function ChooserDialog({ chooser }: { chooser: ActorRefFrom<typeof connectionChooserMachine> }) {
  const { t } = useLingui();
  const view = useSelector(
    chooser,
    (s) => ({
      open: s.matches("measuring") || s.matches("choosing"),
      measuring: s.matches("measuring"),
      results: s.context.results,
      chosen: s.context.chosen,
      current: s.context.current,
      automatic: s.context.automatic,
    }),
    shallowEqual,
  );
  const best = view.results.find((r) => r.ms !== null)?.route;
  return (
    <Modal opened={view.open} onClose={() => chooser.send({ type: "CONNECTION.CLOSE" })} title={t`Choose the best connection`} centered>
      <Stack gap="sm">
        {view.automatic && (
          <Text size="sm" c="yellow">
            <Trans>This address is answering slowly. A faster one may help.</Trans>
          </Text>
        )}
        {view.measuring ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">
              <Trans>Measuring the connections…</Trans>
            </Text>
          </Group>
        ) : view.results.length === 0 || best === undefined ? (
          <Text size="sm" role="alert">
            <Trans>No address answered. Check your network and test again.</Trans>
          </Text>
        ) : (
          <Radio.Group value={view.chosen ?? ""} onChange={(route) => chooser.send({ type: "CONNECTION.SELECT", route })} label={t`Addresses, fastest first`}>
            <Stack gap={6} mt="xs">
              {view.results.map((r) => (
                <Group key={r.route} justify="space-between" wrap="nowrap">
                  <Radio value={r.route} disabled={r.ms === null} label={r.route} />
                  <Group gap={4} wrap="nowrap">
                    {r.route === best && (
                      <Badge color="green" size="sm">
                        <Trans>Best</Trans>
                      </Badge>
                    )}
                    {r.route === view.current && (
                      <Badge color="gray" size="sm">
                        <Trans>Current</Trans>
                      </Badge>
                    )}
                    <Text size="sm" w={90} ta="right">
                      {r.ms === null ? t`No answer` : t`${r.ms} ms`}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" disabled={view.measuring} onClick={() => chooser.send({ type: "CONNECTION.RETEST" })}>
            <Trans>Test again</Trans>
          </Button>
          <Button disabled={view.measuring || view.chosen === undefined} onClick={() => chooser.send({ type: "CONNECTION.ENTER" })}>
            <Trans>Enter</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

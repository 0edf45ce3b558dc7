import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Loader, Modal, Radio, Stack, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { connectionChooserMachine } from "../../../machines/connection-chooser.machine";
import { useOpenedOnceMounted } from "../common/MountWhenNeeded";

/** The speed-selection prompt: measuring, then the addresses fastest first (its own chunk: loaded when it first opens). */
export function ChooserDialog({ chooser }: { chooser: ActorRefFrom<typeof connectionChooserMachine> }) {
  const { t } = useLingui();
  const view = useSelector(
    chooser,
    (s) => ({
      // Open while the session is handed over too: Enter shows it is working until the site moves to the address.
      open: s.matches("measuring") || s.matches("choosing") || s.matches("handingOver"),
      measuring: s.matches("measuring"),
      handingOver: s.matches("handingOver"),
      results: s.context.results,
      chosen: s.context.chosen,
      current: s.context.current,
      automatic: s.context.automatic,
    }),
    shallowEqual,
  );
  const best = view.results.find((r) => r.ms !== null)?.route;
  const shown = useOpenedOnceMounted(view.open);
  return (
    <Modal opened={shown} onClose={() => chooser.send({ type: "CONNECTION.CLOSE" })} title={t`Choose the best connection`} centered closeButtonProps={{ "aria-label": t`Close dialog` }}>
      <Stack gap="sm">
        {view.automatic && (
          <Text size="sm" c="yellow">
            <Trans>This address is answering slowly. A faster one may help.</Trans>
          </Text>
        )}
        {view.measuring ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
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
          <Button variant="default" disabled={view.measuring || view.handingOver} onClick={() => chooser.send({ type: "CONNECTION.RETEST" })}>
            <Trans>Test again</Trans>
          </Button>
          <Button loading={view.handingOver} disabled={view.measuring || view.chosen === undefined} onClick={() => chooser.send({ type: "CONNECTION.ENTER" })}>
            <Trans>Enter</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

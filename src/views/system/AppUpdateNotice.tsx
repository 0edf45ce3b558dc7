import { Trans, useLingui } from "@lingui/react/macro";
import { Affix, Button, Group, Notification, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { AppUpdateActor } from "../../app/app-update";

/** "A new version is ready" with Reload, at the bottom of every page while a new release's worker waits. */
export default function AppUpdateNotice({ actor }: { actor: AppUpdateActor }) {
  const { t } = useLingui();
  const reloading = useSelector(actor, (s) => s.matches("reloading"));
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={400}>
      <Notification
        role="status"
        title={t`A new version is ready`}
        withBorder
        maw={480}
        mx="auto"
        closeButtonProps={{ "aria-label": t`Later` }}
        onClose={() => actor.send({ type: "LATER" })}
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm"><Trans>Reload to use it. Nothing reloads until you choose.</Trans></Text>
          <Button size="xs" loading={reloading} onClick={() => actor.send({ type: "RELOAD" })}>
            <Trans>Reload</Trans>
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { FirstUseModal } from "../../common/FirstUseModal";
import { useMoney } from "../../common/use-money";
import { sessionLength } from "./session-length";
import type { RealityCheckRef } from "./use-reality-check-ref";

/**
 * The reality check over everything (a game in the page too): how long this session has lasted and the net result
 * since sign-in, by the server's figures. Escape means Continue; the focus stays in the dialog. (Loaded by
 * RealityCheckDialog.)
 */
export function RealityCheckModal({ flow }: { flow: RealityCheckRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const view = useSelector(flow, (s) => ({ showing: s.value === "showing", check: s.context.check }), shallowEqual);
  const check = view.check;
  const length = check ? sessionLength(check.sessionStartedAt, check.now) : { hours: 0, minutes: 0 };
  const { hours, minutes } = length;
  const net = check?.netSinceSignIn ?? 0;
  const amount = money(Math.abs(net));
  return (
    <FirstUseModal
      opened={view.showing}
      onClose={() => flow.send({ type: "REALITY_CHECK.CONTINUE" })}
      title={t`Reality check`}
      centered
      size="sm"
      withCloseButton={false}
      zIndex={1000}
    >
      <Stack gap="sm">
        <Text data-testid="reality-check-time">
          {hours > 0 ? <Trans>You have been playing for {hours} h {minutes} min in this session.</Trans> : <Trans>You have been playing for {minutes} min in this session.</Trans>}
        </Text>
        <Text data-testid="reality-check-net">
          {net > 0 ? (
            <Trans>Since you signed in you have won {amount} net.</Trans>
          ) : net < 0 ? (
            <Trans>Since you signed in you have lost {amount} net.</Trans>
          ) : (
            <Trans>Since you signed in you have neither won nor lost.</Trans>
          )}
        </Text>
        <Stack gap="xs" mt="sm">
          <Button onClick={() => flow.send({ type: "REALITY_CHECK.CONTINUE" })} data-autofocus>
            <Trans>Continue</Trans>
          </Button>
          <Button variant="outline" color="red" onClick={() => flow.send({ type: "REALITY_CHECK.STOP" })}>
            <Trans>Stop playing</Trans>
          </Button>
          <Button variant="subtle" onClick={() => flow.send({ type: "REALITY_CHECK.RECORD" })}>
            <Trans>See my betting record</Trans>
          </Button>
        </Stack>
      </Stack>
    </FirstUseModal>
  );
}

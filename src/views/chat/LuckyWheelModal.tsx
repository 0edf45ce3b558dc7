import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Box, Button, Loader, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { luckyWheelMachine } from "../../../machines/lucky-wheel.machine";
import { useAppActor } from "../../app/app-context";
import { chatFlows, newClientIdPrefix } from "../../app/chat-flows";
import { inspection } from "../../app/inspection";
import { errorMessage } from "../../i18n/error-message";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { useMessageText } from "../common/use-message-text";
import { useMoney } from "../common/use-money";

/** The mini game popup: the daily lucky wheel (members). */
export function LuckyWheelModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Lucky wheel`} centered closeButtonProps={{ "aria-label": t`Close dialog` }}>
      {opened && <WheelFlow />}
    </Modal>
  );
}

function WheelFlow() {
  const app = useAppActor();
  const [key] = useState(() => `wheel-${newClientIdPrefix()}`);
  const wheel = useActorRef(chatFlows().luckyWheel.provide({ actions: { askRealAccount: () => app.send({ type: "REAL_ACCOUNT.REQUIRED" }) } }), {
    input: { key },
    ...inspection("luckyWheel"),
  });
  return <WheelView wheel={wheel} />;
}

export function WheelView({ wheel }: { wheel: ActorRefFrom<typeof luckyWheelMachine> }) {
  const { t } = useLingui();
  const money = useMoney();
  const text = useMessageText();
  const language = useLanguage();
  const view = useSelector(
    wheel,
    (s) => ({
      phase: s.value as string,
      slices: s.context.status?.slices ?? [],
      today: s.matches("won") ? s.context.result : s.context.status?.today,
      nextChanceAt: s.context.result?.nextChanceAt ?? s.context.status?.nextChanceAt,
      error: s.context.error,
    }),
    shallowEqual,
  );
  if (view.phase === "loading") return <Loader aria-label={t`Loading the wheel`} />;
  if (view.phase === "failed") {
    return (
      <Stack align="flex-start">
        <Alert role="alert" color="red">
          {view.error ? text(errorMessage(view.error)) : null}
        </Alert>
        <Button onClick={() => wheel.send({ type: "WHEEL.RETRY" })}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  const landed = view.phase === "won" || view.phase === "spent" ? view.today?.index : undefined;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Trans>Spin once a day for a cash prize, paid straight to your main wallet.</Trans>
      </Text>
      <SimpleGrid cols={4} spacing="xs" role="list" aria-label={t`Prizes`}>
        {view.slices.map((slice) => (
          <Box
            key={slice.index}
            role="listitem"
            aria-current={landed === slice.index || undefined}
            p="xs"
            ta="center"
            bg={landed === slice.index ? "yellow.7" : "dark.5"}
            style={{ borderRadius: 8, fontWeight: 600 }}
          >
            {slice.amount > 0 ? money(slice.amount) : t`Try again`}
          </Box>
        ))}
      </SimpleGrid>
      {view.error && (
        <Alert role="alert" color="red">
          {text(errorMessage(view.error))}
        </Alert>
      )}
      {(view.phase === "ready" || view.phase === "spinning") && (
        <Button size="md" loading={view.phase === "spinning"} onClick={() => wheel.send({ type: "WHEEL.SPIN" })}>
          <Trans>Spin the wheel</Trans>
        </Button>
      )}
      {view.today && (view.phase === "won" || view.phase === "spent") && (
        <Alert role="status" color={view.today.amount > 0 ? "green" : "gray"}>
          {view.today.amount > 0 ? (
            view.phase === "won" ? (
              <Trans>You won {money(view.today.amount)}! It is in your main wallet.</Trans>
            ) : (
              <Trans>Today you won {money(view.today.amount)}.</Trans>
            )
          ) : (
            <Trans>No prize this time.</Trans>
          )}
        </Alert>
      )}
      {view.nextChanceAt !== undefined && (view.phase === "won" || view.phase === "spent") && (
        <Text size="sm">
          <Trans>Next chance: {formatDateTime(new Date(view.nextChanceAt), language)}</Trans>
        </Text>
      )}
    </Stack>
  );
}

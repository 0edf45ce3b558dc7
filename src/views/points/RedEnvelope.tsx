import { Trans, useLingui } from "@lingui/react/macro";
import { Affix, Button, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { MallRole } from "../../../machines/point-mall.machine";
import type { redEnvelopeMachine } from "../../../machines/red-envelope.machine";
import { pointsFlowsReady } from "../../app/points-flows";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";
import { useMoney } from "../common/use-money";
import { useMallRole, useRedEnvelopeFlow } from "./use-points-flow";

export type RedEnvelopeRef = ActorRefFrom<typeof redEnvelopeMachine>;

/** Beside every page: the floating red envelope while an event runs (one flow per role). */
export function RedEnvelopeHost() {
  const role = useMallRole();
  if (!role || !pointsFlowsReady()) return null;
  return <RedEnvelopeFlow key={role} role={role} />;
}

function RedEnvelopeFlow({ role }: { role: MallRole }) {
  return <RedEnvelope flow={useRedEnvelopeFlow(role)} />;
}

/** The envelope button and the popup with the amount won (or why there was none). */
export function RedEnvelope({ flow }: { flow: RedEnvelopeRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const text = useMessageText();
  const view = useSelector(
    flow,
    (s) => ({
      available: s.matches("available"),
      grabbing: s.matches("grabbing"),
      opened: s.matches("opened"),
      failed: s.matches("failed"),
      title: s.context.event?.title ?? "",
      result: s.context.result,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const close = () => flow.send({ type: "ENVELOPE.CLOSE" });
  const title = view.title;
  return (
    <>
      {(view.available || view.grabbing) && (
        <Affix position={{ bottom: 96, right: 16 }} zIndex={150}>
          <UnstyledButton
            onClick={() => flow.send({ type: "ENVELOPE.OPEN" })}
            disabled={view.grabbing}
            aria-label={t`Open the red envelope: ${title}`}
            style={{ width: 64, height: 80, borderRadius: 10, background: "linear-gradient(160deg, #e03131, #a61e1e)", color: "#ffd43b", fontSize: 28, fontWeight: 800, textAlign: "center", boxShadow: "0 6px 16px rgba(0,0,0,.35)" }}
          >
            福
          </UnstyledButton>
        </Affix>
      )}
      <Modal opened={view.opened || view.failed} onClose={close} title={t`Red envelope`} centered closeButtonProps={{ "aria-label": t`Close dialog` }}>
        <Stack>
          {view.opened && view.result ? (
            <Text role="status" fz="lg" fw={700} c="red.7">
              <Trans>You got {money(view.result.amount)}! It is in your main wallet and in your bonus details.</Trans>
            </Text>
          ) : (
            <Text role="alert">{view.error ? text(errorMessage(view.error)) : null}</Text>
          )}
          <Button onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

import { useLingui } from "@lingui/react/macro";
import { Container, Group, Text, UnstyledButton } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { lazy } from "react";
import type { ActorRefFrom } from "xstate";
import type { MallRole } from "../../../machines/point-mall.machine";
import type { redEnvelopeMachine } from "../../../machines/red-envelope.machine";
import { redEnvelopeFlowReady } from "../../app/red-envelope-flow";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { useMallRole } from "./use-mall-role";
import { useRedEnvelopeFlow } from "./use-red-envelope-flow";

// Split out of this chunk, which every page loads: the popup (and Mantine's modal code) loads when an envelope is first opened.
const RedEnvelopeModal = lazy(() => import("./RedEnvelopeModal").then((m) => ({ default: m.RedEnvelopeModal })));

export type RedEnvelopeRef = ActorRefFrom<typeof redEnvelopeMachine>;

/** Above every page: the red envelope while an event runs (one flow per role), in a strip of its own, over nothing. */
export function RedEnvelopeHost() {
  const role = useMallRole();
  if (!role || !redEnvelopeFlowReady()) return null;
  return <RedEnvelopeFlow key={role} role={role} />;
}

function RedEnvelopeFlow({ role }: { role: MallRole }) {
  return <RedEnvelope flow={useRedEnvelopeFlow(role)} />;
}

/**
 * The envelope's gold seal: a flap and a square-holed lucky coin, drawn (a 福 character needs a CJK font the site does
 * not bundle: machines without one drew an empty box).
 */
function EnvelopeSeal() {
  return (
    <svg width="100%" height="100%" viewBox="0 0 64 80" aria-hidden="true" focusable="false" style={{ display: "block" }}>
      <path d="M4 8 Q32 40 60 8" fill="none" stroke="#ffd43b" strokeWidth="3" strokeLinecap="round" />
      <circle cx="32" cy="46" r="15" fill="#ffd43b" stroke="#f08c00" strokeWidth="2" />
      <circle cx="32" cy="46" r="11" fill="none" stroke="#f08c00" strokeWidth="1.5" />
      <rect x="27" y="41" width="10" height="10" fill="#c92a2a" stroke="#f08c00" strokeWidth="1.5" />
    </svg>
  );
}

/** The envelope button and the popup with the amount won (or why there was none). */
export function RedEnvelope({ flow }: { flow: RedEnvelopeRef }) {
  const { t } = useLingui();
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
        <Container size="xl" py={6}>
          <Group gap="sm" wrap="nowrap">
            <UnstyledButton
              onClick={() => flow.send({ type: "ENVELOPE.OPEN" })}
              disabled={view.grabbing}
              aria-label={t`Open the red envelope: ${title}`}
              style={{ flexShrink: 0, width: 44, height: 54, borderRadius: 8, background: "linear-gradient(160deg, #e03131, #a61e1e)", boxShadow: "0 4px 10px rgba(0,0,0,.35)" }}
            >
              <EnvelopeSeal />
            </UnstyledButton>
            <Text size="sm" fw={600} miw={0} style={{ overflowWrap: "anywhere" }}>
              {title}
            </Text>
          </Group>
        </Container>
      )}
      <MountWhenNeeded needed={view.opened || view.failed}>
        <RedEnvelopeModal opened={view.opened || view.failed} won={view.opened ? view.result : undefined} error={view.error} onClose={close} />
      </MountWhenNeeded>
    </>
  );
}

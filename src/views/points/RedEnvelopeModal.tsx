import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text } from "@mantine/core";
import type { ErrorInfo, GrabAnswer } from "../../../contract";
import { errorMessage } from "../../i18n/error-message";
import { FirstUseModal } from "../common/FirstUseModal";
import { useMessageText } from "../common/use-message-text";
import { useMoney } from "../common/use-money";

type RedEnvelopeModalProps = { opened: boolean; won: GrabAnswer | undefined; error: ErrorInfo | undefined; onClose: () => void };

/** The popup with the amount won (`won`), or why there was none. (Loaded by RedEnvelope.) */
export function RedEnvelopeModal({ opened, won, error, onClose }: RedEnvelopeModalProps) {
  const { t } = useLingui();
  const money = useMoney();
  const text = useMessageText();
  return (
    <FirstUseModal opened={opened} onClose={onClose} title={t`Red envelope`} centered>
      <Stack>
        {won ? (
          <Text role="status" fz="lg" fw={700} c="red.7">
            <Trans>You got {money(won.amount)}! It is in your main wallet and in your bonus details.</Trans>
          </Text>
        ) : (
          <Text role="alert">{error ? text(errorMessage(error)) : null}</Text>
        )}
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
    </FirstUseModal>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { SmsCodeContext } from "../../../machines/sms-code.machine";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";
import type { SmsCodeRef } from "./sms-code-ref";

/** The warning popup of a failed send, with the server's (or the catalogue's) message; OK sends SMS.DISMISS_ERROR. */
export function SmsErrorModal({ smsCode }: { smsCode: SmsCodeRef | undefined }) {
  const { t } = useLingui();
  const text = useMessageText();
  // A stand-in child (tests) may have no context.
  const error = useSelector(smsCode, (snapshot) => (snapshot?.context as SmsCodeContext | undefined)?.error);
  const dismiss = () => smsCode?.send({ type: "SMS.DISMISS_ERROR" });
  return (
    // Often opened over another dialog: Escape is handled here (on OK) and marked so the dialog below stays open.
    <Modal
      opened={error !== undefined}
      onClose={dismiss}
      title={t`Could not send the code`}
      centered
      size="sm"
      zIndex={300}
      withCloseButton={false}
      closeOnEscape={false}
    >
      <Text mb="lg">{error ? text(errorMessage(error)) : null}</Text>
      <Group justify="flex-end">
        <Button
          onClick={dismiss}
          onKeyDown={(event) => {
            if (event.key === "Escape") dismiss();
          }}
          data-autofocus
          data-mantine-stop-propagation="true"
        >
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}

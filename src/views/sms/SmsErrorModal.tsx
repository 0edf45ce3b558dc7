import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { SmsCodeContext } from "../../../machines/sms-code.machine";
import { serverMessageFirst } from "../../i18n/error-message";
import { useOpenedOnceMounted } from "../common/MountWhenNeeded";
import { useMessageText } from "../common/use-message-text";
import { WarningModal } from "../common/WarningModal";
import type { SmsCodeRef } from "./sms-code-ref";

/**
 * The warning popup of a failed send, with the server's message (the catalogue's when there is none); OK sends
 * SMS.DISMISS_ERROR. (Loaded by SmsCodeButton.)
 */
export function SmsErrorModal({ smsCode }: { smsCode: SmsCodeRef | undefined }) {
  const { t } = useLingui();
  const text = useMessageText();
  // A stand-in child (tests) may have no context.
  const error = useSelector(smsCode, (snapshot) => (snapshot?.context as SmsCodeContext | undefined)?.error);
  const opened = useOpenedOnceMounted(error !== undefined);
  return (
    <WarningModal opened={opened} title={t`Could not send the code`} onDismiss={() => smsCode?.send({ type: "SMS.DISMISS_ERROR" })}>
      {error ? text(serverMessageFirst(error)) : null}
    </WarningModal>
  );
}

import { Trans } from "@lingui/react/macro";
import { Button, type MantineSize } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { lazy } from "react";
import type { SmsCodeContext } from "../../../machines/sms-code.machine";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import type { SmsCodeRef } from "./sms-code-ref";

// Split out of the forms' chunks (the header's login form is on every desktop page): the popup loads when a send first fails.
const SmsErrorModal = lazy(() => import("./SmsErrorModal").then((m) => ({ default: m.SmsErrorModal })));

interface SmsCodeButtonProps {
  smsCode: SmsCodeRef | undefined;
  /** Sends LOGIN.SEND_CODE or RECOVERY.SEND_CODE to the flow that owns the code (it checks the number first). */
  onSend: () => void;
  size?: MantineSize;
}

/** "Send code"; loading while sending, "Resend in {n}s" during the countdown, disabled while throttled; a failed send's popup. */
export function SmsCodeButton({ smsCode, onSend, size = "sm" }: SmsCodeButtonProps) {
  const view = useSelector(
    smsCode,
    (snapshot) => {
      // A stand-in child (tests) has no states: show the ready button.
      if (typeof snapshot?.matches !== "function") return { ready: true, sending: false, countingDown: false, secondsLeft: 0 };
      return {
        ready: snapshot.matches("ready"),
        sending: snapshot.matches("sending"),
        countingDown: snapshot.matches("countingDown"),
        secondsLeft: snapshot.context.secondsLeft,
      };
    },
    shallowEqual,
  );
  const seconds = view.secondsLeft;
  // A stand-in child (tests) may have no context.
  const failed = useSelector(smsCode, (snapshot) => (snapshot?.context as SmsCodeContext | undefined)?.error !== undefined);
  return (
    <>
      <Button
        type="button"
        variant="light"
        size={size}
        miw={112}
        style={{ flexShrink: 0 }}
        loading={view.sending}
        disabled={!view.ready}
        onClick={onSend}
      >
        {view.countingDown ? <Trans>Resend in {seconds}s</Trans> : <Trans>Send code</Trans>}
      </Button>
      <MountWhenNeeded needed={failed}>
        <SmsErrorModal smsCode={smsCode} />
      </MountWhenNeeded>
    </>
  );
}

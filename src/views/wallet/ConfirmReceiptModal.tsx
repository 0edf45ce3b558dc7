import { useLingui } from "@lingui/react/macro";
import { Modal } from "@mantine/core";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { inspection } from "../../app/inspection";
import { newKeyPrefix } from "../../app/key-prefix";
import { walletFlows } from "../../app/wallet-flows";
import type { WithdrawalInfo } from "../../../contract";
import { WithdrawalConfirmation } from "./WithdrawalConfirmation";

/** Opens the withdrawalConfirmation flow for one paid withdrawal. */
export function ConfirmReceiptModal({ withdrawal, autoReceiptMinutes, onClose }: { withdrawal: WithdrawalInfo; autoReceiptMinutes: number; onClose: () => void }) {
  const { t } = useLingui();
  const [keyPrefix] = useState(newKeyPrefix);
  const flow = useActorRef(walletFlows().withdrawalConfirmation, { input: { keyPrefix, withdrawal, autoReceiptMinutes }, ...inspection("withdrawalConfirmation") });
  return (
    <Modal opened onClose={onClose} title={t`Withdrawal confirmation`} size="lg" closeButtonProps={{ "aria-label": t`Close dialog` }}>
      <WithdrawalConfirmation flow={flow} onFinished={onClose} />
    </Modal>
  );
}

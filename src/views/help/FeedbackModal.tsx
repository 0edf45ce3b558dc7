import { useLingui } from "@lingui/react/macro";

import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { useAppSelector } from "../../app/app-context";
import { helpFlows } from "../../app/help-flows";
import { inspection } from "../../app/inspection";
import { isSignedIn } from "../../app/session-queries";
import { newKeyPrefix } from "../../app/key-prefix";
import { Feedback } from "./Feedback";
import { FirstUseModal } from "../common/FirstUseModal";

/** The flow lives while the popup is open, with a fresh idempotency-key prefix; signing in or out starts it again. */
function FeedbackFlow({ member }: { member: boolean }) {
  const [keyPrefix] = useState(newKeyPrefix);
  const flow = useActorRef(helpFlows().feedback, { input: { keyPrefix, member }, ...inspection("feedback") });
  return <Feedback flow={flow} />;
}

/** feedbackModal: the feedback and complaints form. */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const member = useAppSelector(isSignedIn);
  return (
    <FirstUseModal opened={opened} onClose={onClose} title={t`Feedback`} size="lg" closeButtonProps={{ "aria-label": t`Close feedback` }} zIndex={300}>
      <FeedbackFlow key={String(member)} member={member} />
    </FirstUseModal>
  );
}

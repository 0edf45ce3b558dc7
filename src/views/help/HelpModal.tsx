import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";
import { useActorRef } from "@xstate/react";
import { helpFlows } from "../../app/help-flows";
import { inspection } from "../../app/inspection";
import { useLanguage } from "../common/use-language";
import { HelpCentre } from "./HelpCentre";
import { openFeedback } from "./help-dialogs";
import { FirstUseModal } from "../common/FirstUseModal";

/** The flow lives while the popup is open; a new language loads the content again. */
function HelpCentreFlow({ language }: { language: string }) {
  const flow = useActorRef(helpFlows().helpCentre, { input: { language }, ...inspection("helpCentre") });
  return <HelpCentre flow={flow} />;
}

/** helpModal: the help centre, with a way on to the feedback form. */
export function HelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <FirstUseModal opened={opened} onClose={onClose} title={t`Help centre`} size="lg" zIndex={250} closeButtonProps={{ "aria-label": t`Close help centre` }}>
      <HelpCentreFlow key={language} language={language} />
      <Group justify="flex-end" mt="lg">
        <Button variant="subtle" onClick={openFeedback}>
          <Trans>Not answered here? Send us feedback</Trans>
        </Button>
      </Group>
    </FirstUseModal>
  );
}

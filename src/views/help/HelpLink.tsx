import { Trans } from "@lingui/react/macro";
import { Anchor, Group } from "@mantine/core";
import { openHelp } from "./help-dialogs";

/** "Need help?": opens the help centre over the current popup (the registration form). */
export function HelpLink() {
  return (
    <Group justify="center">
      <Anchor component="button" type="button" size="sm" onClick={openHelp}>
        <Trans>Need help? Open the help centre</Trans>
      </Anchor>
    </Group>
  );
}

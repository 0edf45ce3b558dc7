import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { openFeedback, openHelp } from "./help-dialogs";

/** The footer's help centre, feedback and app download links. */
export function FooterHelpLinks() {
  const { t } = useLingui();
  return (
    <Group component="nav" aria-label={t`Help`} gap="lg" justify="center">
      <Anchor component="button" type="button" size="sm" c="dark.0" onClick={openHelp}>
        <Trans>Help centre</Trans>
      </Anchor>
      <Anchor component="button" type="button" size="sm" c="dark.0" onClick={openFeedback}>
        <Trans>Feedback</Trans>
      </Anchor>
      <Anchor component={Link} to="/down" size="sm" c="dark.0">
        <Trans>App download</Trans>
      </Anchor>
    </Group>
  );
}

import { Trans } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";

/** Logged out: log in (the login popup opens on /login) and register. */
export function GuestActions() {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/login" variant="default" size="xs">
        <Trans>Log in</Trans>
      </Button>
      <Button component={Link} to="/register" size="xs">
        <Trans>Register</Trans>
      </Button>
    </Group>
  );
}

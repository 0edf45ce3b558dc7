import { Trans } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { Link } from "@tanstack/react-router";

export function BackHomeButton() {
  return (
    <Button component={Link} to="/">
      <Trans>Back to home</Trans>
    </Button>
  );
}

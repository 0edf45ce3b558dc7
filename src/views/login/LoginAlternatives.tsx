import { Trans } from "@lingui/react/macro";
import { Anchor, Button, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { LoginLayout } from "./field-layout";
import type { LoginSite } from "./login-site";

/** "Free play" (FREEPLAY3, FREEPLAY.START) and, in the full form, "Register" (DIRECTREG3, to /register). */
export function LoginAlternatives({ site, layout }: { site: LoginSite; layout: LoginLayout }) {
  const freePlay = site.freePlay && site.onFreePlay;
  if (layout === "compact") {
    if (!freePlay) return null;
    return (
      <Anchor component="button" type="button" size="xs" onClick={site.onFreePlay} style={{ whiteSpace: "nowrap" }}>
        <Trans>Free play</Trans>
      </Anchor>
    );
  }
  if (!freePlay && !site.directRegister) return null;
  return (
    <Group grow gap="sm">
      {freePlay && (
        <Button type="button" variant="default" onClick={site.onFreePlay}>
          <Trans>Free play</Trans>
        </Button>
      )}
      {site.directRegister && (
        <Button component={Link} to="/register" variant="outline">
          <Trans>Register</Trans>
        </Button>
      )}
    </Group>
  );
}

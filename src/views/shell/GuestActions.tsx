import { Trans } from "@lingui/react/macro";
import { Box, Button, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { usePathname } from "../common/use-pathname";
import { LoginForm } from "../login/LoginForm";
import { useLoginRef } from "../login/use-login-ref";
import { useLoginSite } from "../login/use-login-site";

/** Pages that show the full login form themselves (the popup, the agent login card). */
const PAGES_WITH_LOGIN_FORM = ["/login", "/agentHome"];

/**
 * Logged out. Desktop (md and up): the compact login form and "Register". Phones, and pages that show their own login
 * form: "Log in" (the popup on /login) and "Register".
 */
export function GuestActions() {
  const pageHasForm = PAGES_WITH_LOGIN_FORM.includes(usePathname());
  const login = useLoginRef();
  const site = useLoginSite();
  const inline = !pageHasForm && login !== undefined;
  return (
    <Group gap="xs" wrap="nowrap">
      {inline && (
        <Box visibleFrom="md">
          <LoginForm login={login} layout="compact" site={site} />
        </Box>
      )}
      <Button component={Link} to="/login" variant="default" size="xs" hiddenFrom={inline ? "md" : undefined}>
        <Trans>Log in</Trans>
      </Button>
      <Button component={Link} to="/register" size="xs">
        <Trans>Register</Trans>
      </Button>
    </Group>
  );
}

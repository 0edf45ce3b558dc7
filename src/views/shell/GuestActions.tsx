import { Trans } from "@lingui/react/macro";
import { Box, Button, Group } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { usePathname } from "../common/use-pathname";
import { useLoginRef } from "../login/use-login-ref";
import { useLoginSite } from "../login/use-login-site";

// Split out of the first load, and fetched only on desktop: phones show the "Log in" button instead.
const LoginForm = lazy(() => import("../login/LoginForm").then((m) => ({ default: m.LoginForm })));

/** The compact login form's height in px: a row of xs fields over a row of xs options. */
const COMPACT_FORM_HEIGHT = 67;

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
  // Read at the first render (not in an effect), so a desktop does not first paint the button and then swap it.
  const desktop = useMediaQuery("(min-width: 62em)", false, { getInitialValueInEffect: false });
  return (
    <Group gap="xs" wrap="nowrap">
      {inline && desktop && (
        // The form's height (its fields' row and its options' row, measured) is kept while its chunk loads: the header
        // grew by 11 px when it came, and moved the whole page down (a layout shift of 0.27 at 1280 px).
        <Box visibleFrom="md" mih={COMPACT_FORM_HEIGHT}>
          <Suspense fallback={null}>
            <LoginForm login={login} layout="compact" site={site} />
          </Suspense>
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

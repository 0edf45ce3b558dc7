import { Trans } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import { openedFrom, useReturnFocus } from "../common/dialog-opener";

const OPENER = "forgot-password";

/**
 * "Forgot password?": opens recovery (RECOVERY.OPEN to the root actor). The login dialog closes meanwhile; when it
 * comes back, the focus returns to this link.
 */
export function ForgotPasswordLink({ onOpen, size = "sm" }: { onOpen: (() => void) | undefined; size?: "xs" | "sm" }) {
  const returnFocus = useReturnFocus(OPENER);
  if (!onOpen) return null;
  const open = () => {
    openedFrom(OPENER);
    onOpen();
  };
  return (
    <Anchor component="button" type="button" size={size} onClick={open} style={{ whiteSpace: "nowrap" }} {...returnFocus}>
      <Trans>Forgot password?</Trans>
    </Anchor>
  );
}

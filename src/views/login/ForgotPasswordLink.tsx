import { Trans } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";

/** "Forgot password?": opens recovery (RECOVERY.OPEN to the root actor). */
export function ForgotPasswordLink({ onOpen, size = "sm" }: { onOpen: (() => void) | undefined; size?: "xs" | "sm" }) {
  if (!onOpen) return null;
  return (
    <Anchor component="button" type="button" size={size} onClick={onOpen} style={{ whiteSpace: "nowrap" }}>
      <Trans>Forgot password?</Trans>
    </Anchor>
  );
}

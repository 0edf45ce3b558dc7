import { Trans } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import type { NoticesRef } from "./use-notices-ref";

/** After a failed notices load: only a small link to try again. */
export function NoticesReload({ notices }: { notices: NoticesRef }) {
  return (
    <Anchor component="button" type="button" size="xs" c="dark.2" onClick={() => notices.send({ type: "NOTICES.RELOAD" })}>
      <Trans>Reload notices</Trans>
    </Anchor>
  );
}

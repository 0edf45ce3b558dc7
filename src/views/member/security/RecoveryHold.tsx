import { Trans, useLingui } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import { siteTimeParts } from "../../../i18n/site-time";

/** Recovery through a channel changed less than 24 hours ago is held: says when it opens. */
export function RecoveryHold({ opensAt, channel }: { opensAt: string | null | undefined; channel: "mobile" | "email" }) {
  const { i18n } = useLingui();
  if (!opensAt) return null;
  const { time, date } = siteTimeParts(opensAt, i18n.locale);
  return (
    <Alert color="yellow" role="status" data-testid={`${channel}-recovery-hold`}>
      {channel === "mobile" ? (
        <Trans>
          Recovery by the new number opens at {time} on {date}: for 24 hours after a change, the password cannot be reset through it.
        </Trans>
      ) : (
        <Trans>
          Recovery by the new e-mail opens at {time} on {date}: for 24 hours after a change, the password cannot be reset through it.
        </Trans>
      )}
    </Alert>
  );
}

import { Trans } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { useAppActor } from "../../app/app-context";

/** Sends RETRY; `label` "refresh" reads "Refresh" (maintenance page). */
export function RetryButton({ label = "retry", variant = "filled" }: { label?: "retry" | "refresh"; variant?: "filled" | "default" }) {
  const app = useAppActor();
  return (
    <Button variant={variant} onClick={() => app.send({ type: "RETRY" })}>
      {label === "refresh" ? <Trans>Refresh</Trans> : <Trans>Retry</Trans>}
    </Button>
  );
}

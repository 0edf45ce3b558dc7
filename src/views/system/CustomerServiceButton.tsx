import { Trans } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { IconHeadset } from "@tabler/icons-react";
import { useAppActor } from "../../app/app-context";

/** Opens the first customer-service link (the app opens it in a 440 x 750 window). */
export function CustomerServiceButton({ variant = "filled" }: { variant?: "filled" | "default" }) {
  const app = useAppActor();
  return (
    <Button variant={variant} leftSection={<IconHeadset size={18} aria-hidden />} onClick={() => app.send({ type: "CUSTOMER_SERVICE.OPEN" })}>
      <Trans>Customer service</Trans>
    </Button>
  );
}

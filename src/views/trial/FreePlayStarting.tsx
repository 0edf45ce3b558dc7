import { Trans } from "@lingui/react/macro";
import { Loader, Overlay, Paper, Stack, Text } from "@mantine/core";

/** A centred cover while the trial account is being made. */
export function FreePlayStarting() {
  return (
    <Overlay fixed zIndex={300} backgroundOpacity={0.6} blur={2} center>
      <Paper role="status" aria-live="polite" p="lg" radius="md" withBorder>
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text fw={600}>
            <Trans>Starting free play…</Trans>
          </Text>
        </Stack>
      </Paper>
    </Overlay>
  );
}

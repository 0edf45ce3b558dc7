import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from "../../../../contract/reality-check";
import type { RealityCheckRef } from "../reality-check/use-reality-check-ref";

/** The reality check's interval: off, 15, 30 or 60 minutes, saved as soon as it is chosen. */
export function RealityCheckSetting({ flow }: { flow: RealityCheckRef }) {
  const { t } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({
      interval: s.context?.check?.intervalMinutes,
      // The state's name, not `matches`: a stand-in actor (the app's view tests) has only a value.
      ready: s.value === "off" || s.value === "waiting" || s.value === "failed",
      error: s.context?.error,
    }),
    shallowEqual,
  );
  const label = (minutes: RealityCheckInterval) => (minutes === 0 ? t`Off` : t`Every ${minutes} minutes`);
  return (
    <Stack component="section" gap="sm" aria-labelledby="reality-check">
      <Title order={2} fz="lg" id="reality-check">
        <Trans>Reality check</Trans>
      </Title>
      <Text>
        <Trans>A reminder over the page, a game too, of how long you have been playing and your net result since you signed in.</Trans>
      </Text>
      <NativeSelect
        label={t`Remind me`}
        maw={320}
        value={view.interval === undefined ? "" : String(view.interval)}
        disabled={!view.ready}
        data={[...(view.interval === undefined ? [{ value: "", label: t`Loading` }] : []), ...REALITY_CHECK_INTERVALS.map((m) => ({ value: String(m), label: label(m) }))]}
        onChange={(event) => flow.send({ type: "REALITY_CHECK.SET", intervalMinutes: Number(event.currentTarget.value) as RealityCheckInterval })}
      />
      {view.error ? (
        <Alert color="red" role="alert">
          {view.error.message ?? t`The reminder could not be saved. Please try again.`}
        </Alert>
      ) : null}
    </Stack>
  );
}

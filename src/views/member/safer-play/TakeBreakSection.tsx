import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Paper, PasswordInput, Radio, Group, Stack, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { BREAK_KINDS, type Break, type BreakDuration, type BreakKind } from "../../../../contract/safer-play";
import { BREAK_DURATION_LABELS, BREAK_KIND_LABELS } from "../../../i18n/break-messages";
import { ErrorAlert } from "../../common/ErrorAlert";
import { BreakConfirmModal } from "./BreakConfirmModal";
import { useBreakText } from "./break-text";
import type { SaferBreakRef } from "./use-safer-play-flow";

/**
 * A time-out or a self-exclusion: the break in force (if any), the kind, its duration and the login password; the
 * confirmation says what happens and until when (from the server's clock of the page, `serverNow`).
 */
export function TakeBreakSection({ flow, onBreak, serverNow }: { flow: SaferBreakRef; onBreak: Break | null; serverNow: string }) {
  const { t, i18n } = useLingui();
  const breakText = useBreakText();
  const view = useSelector(
    flow,
    (s) => ({
      editing: s.matches("editing"),
      taking: s.matches("taking"),
      kind: s.context.kind,
      duration: s.context.duration,
      durations: s.context.durations[s.context.kind],
      password: s.context.password,
      passwordMissing: s.context.passwordMissing,
      taken: s.context.taken,
      error: s.context.error,
    }),
    shallowEqual,
  );
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="take-break">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="take-break">
          <Trans>Take a break</Trans>
        </Title>
        <Text>
          <Trans>
            A time-out ends by itself; a self-exclusion cannot be shortened or lifted from the site. Either starts at once: you are signed out everywhere,
            and until it ends signing in opens only withdrawals, your records and this page.
          </Trans>
        </Text>
        {onBreak ? (
          <Alert role="status" color="orange" variant="light" data-testid="break-in-force">
            {breakText(onBreak)}
          </Alert>
        ) : null}
        {view.taken ? (
          <Alert role="status" color="green" variant="light">
            {breakText(view.taken)}
          </Alert>
        ) : (
          <>
            <Radio.Group label={t`Kind of break`} value={view.kind} onChange={(kind) => flow.send({ type: "BREAK.KIND", kind: kind as BreakKind })}>
              <Group mt="xs">
                {BREAK_KINDS.map((kind) => (
                  <Radio key={kind} value={kind} label={i18n._(BREAK_KIND_LABELS[kind])} disabled={!view.editing} />
                ))}
              </Group>
            </Radio.Group>
            <Radio.Group label={t`How long`} value={view.duration} onChange={(duration) => flow.send({ type: "BREAK.DURATION", duration: duration as BreakDuration })}>
              <Group mt="xs">
                {view.durations.map((duration) => (
                  <Radio key={duration} value={duration} label={i18n._(BREAK_DURATION_LABELS[duration])} disabled={!view.editing} />
                ))}
              </Group>
            </Radio.Group>
            <PasswordInput
              label={t`Login password`}
              autoComplete="current-password"
              value={view.password}
              disabled={!view.editing}
              error={view.passwordMissing ? t`Enter your login password to confirm the break` : undefined}
              onChange={(event) => flow.send({ type: "BREAK.PASSWORD", value: event.currentTarget.value })}
            />
            <ErrorAlert error={view.error} onClose={() => flow.send({ type: "BREAK.DISMISS" })} />
            <Group>
              <Button color="orange" loading={view.taking} disabled={!view.editing} onClick={() => flow.send({ type: "BREAK.SUBMIT" })}>
                <Trans>Take the break</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <BreakConfirmModal flow={flow} serverNow={serverNow} />
    </Paper>
  );
}

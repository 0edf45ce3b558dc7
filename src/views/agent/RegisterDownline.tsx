import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Checkbox, PasswordInput, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { DownlineField, registerDownlineMachine } from "../../../machines/register-downline.machine";
import { ErrorAlert } from "../common/ErrorAlert";
import { WalletSection } from "../wallet/WalletSection";

export type RegisterDownlineRef = ActorRefFrom<typeof registerDownlineMachine>;

/** registerCenter: the agent registers a new member directly under themselves. */
export function RegisterDownline({ flow, title }: { flow: RegisterDownlineRef; title: string }) {
  const { t } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({ done: s.matches("done"), submitting: s.matches("submitting"), form: s.context.form, isAgent: s.context.isAgent, invalid: s.context.invalid, error: s.context.error, result: s.context.result }),
    shallowEqual,
  );
  if (view.done && view.result) {
    const username = view.result.username;
    return (
      <WalletSection title={title}>
        <Alert color="green" role="status">
          <Trans>{username} is registered as your direct downline and can sign in now.</Trans>
        </Alert>
        <Button variant="light" onClick={() => flow.send({ type: "DOWNLINE.AGAIN" })}>
          <Trans>Register another</Trans>
        </Button>
      </WalletSection>
    );
  }
  const messages: Record<DownlineField, string> = {
    username: t`4-16 letters and digits, starting with a letter`,
    password: t`6-20 characters with letters and digits`,
    confirmPassword: t`Incorrect confirmation input`,
  };
  const change = (field: DownlineField) => (e: React.ChangeEvent<HTMLInputElement>) => flow.send({ type: "FIELD.CHANGE", field, value: e.currentTarget.value });
  const errorOf = (field: DownlineField) => (view.invalid.includes(field) ? messages[field] : undefined);
  return (
    <WalletSection title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: "DOWNLINE.SUBMIT" });
        }}
        style={{ display: "contents" }}
      >
        <TextInput label={t`Username`} autoComplete="off" required value={view.form.username} error={errorOf("username")} onChange={change("username")} />
        <PasswordInput label={t`Password`} autoComplete="new-password" required value={view.form.password} error={errorOf("password")} onChange={change("password")} />
        <PasswordInput label={t`Confirm password`} autoComplete="new-password" required value={view.form.confirmPassword} error={errorOf("confirmPassword")} onChange={change("confirmPassword")} />
        <Checkbox label={t`Register as a sub-agent`} checked={view.isAgent} onChange={(e) => flow.send({ type: "AGENT.TOGGLE", isAgent: e.currentTarget.checked })} />
        <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
        <Button type="submit" loading={view.submitting}>
          <Trans>Register downline</Trans>
        </Button>
      </form>
    </WalletSection>
  );
}

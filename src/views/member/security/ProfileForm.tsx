import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, SimpleGrid, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { PROFILE_FIELDS, type ProfileField } from "../../../contract";
import { ErrorAlert } from "../../common/ErrorAlert";
import { useFieldErrorText } from "../../common/use-field-error-text";
import type { SecurityProfileRef } from "./use-security-flows";

/** The profile fields with their server rules; address and nationality required, the real name read-only once set. */
export function ProfileForm({ flow }: { flow: SecurityProfileRef }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText("other");
  const view = useSelector(
    flow,
    (s) => ({
      values: s.context.values,
      fieldErrors: s.context.fieldErrors,
      error: s.context.error,
      saved: s.context.saved,
      saving: s.matches("saving"),
      rules: s.context.data?.rules,
      locked: s.context.data?.realNameLocked ?? false,
    }),
    shallowEqual,
  );
  const labels: Record<ProfileField, string> = {
    nickname: t`Nickname`,
    realName: t`Real name`,
    birthday: t`Birthday`,
    email: t`E-mail`,
    telegram: t`Telegram`,
    line: t`LINE`,
    zalo: t`Zalo`,
    address: t`Address`,
    nationality: t`Nationality`,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.send({ type: "PROFILE.SUBMIT" });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-title">
      <Title order={2} fz="lg" id="profile-title" mb="sm">
        <Trans>Profile</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {PROFILE_FIELDS.map((field) => {
          const rule = view.rules?.[field];
          const readOnly = field === "realName" && view.locked;
          return (
            <TextInput
              key={field}
              name={field}
              label={labels[field]}
              type={field === "birthday" ? "date" : field === "email" ? "email" : "text"}
              withAsterisk={rule?.required === true}
              readOnly={readOnly}
              description={readOnly ? t`The real name cannot be changed once set.` : undefined}
              maxLength={rule && field !== "birthday" ? rule.maxLength : undefined}
              value={view.values[field]}
              error={errorText(view.fieldErrors[field])}
              onChange={(e) => flow.send({ type: "PROFILE.CHANGE", field, value: e.currentTarget.value })}
            />
          );
        })}
      </SimpleGrid>
      {view.saved && (
        <Alert color="green" role="status" mt="sm">
          <Trans>Your profile was saved.</Trans>
        </Alert>
      )}
      <ErrorAlert error={view.error} mt="sm" onClose={() => flow.send({ type: "PROFILE.DISMISS_ERROR" })} />
      <Button type="submit" mt="md" loading={view.saving}>
        <Trans>Save profile</Trans>
      </Button>
    </form>
  );
}

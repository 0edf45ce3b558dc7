import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import type { ActorRefFrom } from "xstate";
import type { affiliateApplicationMachine } from "../../../machines/affiliate-application.machine";
import type { AffiliateField } from "../../../machines/affiliate-application-rules";
import type { Country } from "../../../contract";
import { CountryDialingCodePicker } from "../common/CountryDialingCodePicker";
import { ErrorAlert } from "../common/ErrorAlert";
import { useFieldErrorText } from "../common/use-field-error-text";

export type AffiliateApplicationRef = ActorRefFrom<typeof affiliateApplicationMachine>;

interface AffiliateApplicationFormProps {
  flow: AffiliateApplicationRef;
  countries: readonly Country[];
  visitorCountry: string;
}

/** The application form (AFFILIATE.CHANGE, AFFILIATE.SUBMIT), then its confirmation with the reference. */
export function AffiliateApplicationForm({ flow, countries, visitorCountry }: AffiliateApplicationFormProps) {
  const { t } = useLingui();
  const errorText = useFieldErrorText("other");
  const view = useSelector(
    flow,
    (s) => ({ form: s.context.form, fieldErrors: s.context.fieldErrors, error: s.context.error, sending: s.matches("submitting"), submitted: s.context.submitted }),
    shallowEqual,
  );
  if (view.submitted) {
    const reference = view.submitted.id;
    return (
      <Alert role="status" color="green" variant="light" title={t`Application received`}>
        <Trans>Thank you. Our team will contact you about your application. Your reference is {reference}.</Trans>
      </Alert>
    );
  }
  const change = (field: AffiliateField) => (event: { currentTarget: { value: string } }) => flow.send({ type: "AFFILIATE.CHANGE", field, value: event.currentTarget.value });
  const field = (name: AffiliateField) => ({
    value: view.form[name],
    onChange: change(name),
    error: errorText(view.fieldErrors[name]),
    readOnly: view.sending,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    flow.send({ type: "AFFILIATE.SUBMIT" });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Promote the site and earn a share of what your members bring. Tell us about yourself and where you will promote; our team will contact you.</Trans>
        </Text>
        <TextInput label={t`Full name`} withAsterisk autoComplete="name" maxLength={100} {...field("fullName")} />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <CountryDialingCodePicker
            countries={countries}
            initialCode={flow.getSnapshot().context.form.countryDialingCode}
            visitorCountry={visitorCountry}
            readOnly={view.sending}
            onChange={(code) => {
              if (code !== flow.getSnapshot().context.form.countryDialingCode) flow.send({ type: "AFFILIATE.CHANGE", field: "countryDialingCode", value: code });
            }}
          />
          <TextInput label={t`Mobile number`} withAsterisk type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={20} style={{ flex: 1 }} {...field("mobileNum")} />
        </Group>
        <TextInput label={t`E-mail`} withAsterisk type="email" autoComplete="email" maxLength={100} {...field("email")} />
        <TextInput label={t`LINE ID or other contact`} maxLength={100} {...field("contact")} />
        <TextInput label={t`Where you will promote (website, page or channel)`} withAsterisk maxLength={200} {...field("channel")} />
        <Textarea label={t`Message`} rows={4} maxLength={1000} {...field("message")} />
        <ErrorAlert error={view.error} onClose={() => flow.send({ type: "AFFILIATE.DISMISS_ERROR" })} />
        <Button type="submit" loading={view.sending}>
          <Trans>Send application</Trans>
        </Button>
      </Stack>
    </form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Center, Group, Image, Loader, Text, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { IconRefresh } from "@tabler/icons-react";
import { useCaptchaPicture } from "../common/use-captcha-picture";
import { useFieldErrorText } from "../common/use-field-error-text";
import { fieldProps, type LoginLayout } from "./field-layout";
import type { LoginRef } from "./use-login-ref";

/** Once the server asks for it: the captcha image, its refresh (at most once a second) and the answer field. */
export function CaptchaRow({ login, layout }: { login: LoginRef; layout: LoginLayout }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const view = useSelector(
    login,
    (snapshot) => ({
      required: snapshot.context.captchaRequired,
      answer: snapshot.context.captcha,
      error: snapshot.context.fieldErrors.captcha,
    }),
    shallowEqual,
  );
  const { picture: captcha } = useCaptchaPicture(login);
  if (!view.required) return null;
  const compact = layout === "compact";
  const height = compact ? 30 : 36;


  let picture;
  if (captcha?.failed) {
    picture = (
      <Text size="xs" c="red.4" role="status">
        <Trans>Captcha unavailable</Trans>
      </Text>
    );
  } else if (!captcha?.shown || !captcha.image) {
    picture = <Loader size="xs" role="status" aria-label={t`Loading captcha`} />;
  } else {
    picture = <Image src={`data:image/png;base64,${captcha.image}`} alt={t`Captcha`} h={height} w="auto" fit="contain" radius="sm" />;
  }

  const tools = (
    <Group gap={4} wrap="nowrap">
      <Center h={compact ? height : height - 6} miw={compact ? 72 : 96}>
        {picture}
      </Center>
      <ActionIcon
        type="button"
        variant={compact ? "default" : "subtle"}
        color={compact ? undefined : "gray"}
        size={compact ? height : height - 8}
        aria-label={t`Refresh captcha`}
        disabled={!captcha?.refreshable}
        onClick={() => login.send({ type: "CAPTCHA.REFRESH" })}
      >
        <IconRefresh size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
  const input = (
    <TextInput
      {...fieldProps(layout, t`Captcha`, errorText(view.error))}
      w={compact ? 112 : undefined}
      value={view.answer}
      onChange={(event) => login.send({ type: "LOGIN.CHANGE", field: "captcha", value: event.currentTarget.value })}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={32}
      // Full layout: image and refresh inside the field's right end.
      rightSection={compact ? undefined : tools}
      rightSectionWidth={compact ? undefined : 136}
      rightSectionPointerEvents="all"
    />
  );
  if (!compact) return input;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      {input}
      {tools}
    </Group>
  );
}

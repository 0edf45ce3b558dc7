import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Center, Group, Image, Loader, Text, TextInput } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useCaptchaPicture } from "../common/use-captcha-picture";
import { INPUT_HINTS } from "./register-field-input";
import { REGISTER_FIELD_LABELS } from "./register-field-labels";
import { useRegisterField } from "./use-register-field";
import type { RegisterRef } from "./use-register-ref";

/** The captcha answer with the captcha child's image and its refresh (at most once a second, or after a failed load). */
export function RegisterCaptchaField({ register }: { register: RegisterRef }) {
  const { t, i18n } = useLingui();
  const view = useRegisterField(register, "captcha");
  const { captcha, picture } = useCaptchaPicture(register);
  let image;
  if (picture?.failed) {
    image = (
      <Text size="xs" c="red.4" role="status">
        <Trans>Captcha unavailable</Trans>
      </Text>
    );
  } else if (picture?.shown && picture.image) {
    image = <Image src={`data:image/png;base64,${picture.image}`} alt={t`Captcha`} h={30} w="auto" fit="contain" radius="sm" />;
  } else {
    image = <Loader size="xs" aria-label={t`Loading captcha`} />;
  }

  return (
    <TextInput
      label={i18n._(REGISTER_FIELD_LABELS.captcha)}
      withAsterisk={view.required}
      aria-required={view.required || undefined}
      value={view.value}
      onChange={(event) => view.change(event.currentTarget.value)}
      error={view.error}
      maxLength={view.maxLength}
      readOnly={view.readOnly}
      {...INPUT_HINTS.captcha}
      // The image and its refresh sit inside the field's right end.
      rightSection={
        <Group gap={4} wrap="nowrap">
          <Center h={30} miw={96}>
            {image}
          </Center>
          <ActionIcon
            type="button"
            variant="subtle"
            color="gray"
            size={28}
            aria-label={t`Refresh captcha`}
            disabled={!picture?.refreshable}
            onClick={() => captcha?.send({ type: "CAPTCHA.REFRESH" })}
          >
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        </Group>
      }
      rightSectionWidth={136}
      rightSectionPointerEvents="all"
    />
  );
}

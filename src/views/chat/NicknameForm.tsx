import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useState } from "react";
import type { LiveChatRef } from "./ChatPanel";

/** A guest names themselves before the live chat starts. */
export function NicknameForm({ chat }: { chat: LiveChatRef }) {
  const { t } = useLingui();
  const invalid = useSelector(chat, (s) => s.context.nicknameError !== undefined);
  const [nickname, setNickname] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        chat.send({ type: "CHAT.JOIN", nickname });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Tell us what to call you, and our staff will answer here.</Trans>
        </Text>
        <TextInput
          label={t`Your nickname`}
          value={nickname}
          maxLength={40}
          autoComplete="nickname"
          error={invalid ? t`Please enter a nickname of 2-20 characters (letters, digits, spaces).` : undefined}
          onChange={(event) => setNickname(event.currentTarget.value)}
        />
        <Button type="submit">
          <Trans>Start chat</Trans>
        </Button>
      </Stack>
    </form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Alert, Badge, Box, Button, Group, Paper, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import type { ActorRefFrom } from "xstate";
import { IconSend } from "@tabler/icons-react";
import type { liveChatMachine } from "../../../machines/live-chat.machine";
import { type ChatMessage } from "../../../contract";
import { CHAT_MESSAGE_MAX } from "../../../contract/chat";
import { errorMessage } from "../../i18n/error-message";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { useMessageText } from "../common/use-message-text";
import { DRAFT_PROBLEM_TEXT } from "./chat-texts";

export type LiveChatRef = ActorRefFrom<typeof liveChatMachine>;

type Phase = "nickname" | "launching" | "failed" | "connecting" | "open" | "reconnecting" | "offline" | "closed";

function phaseOf(snapshot: ReturnType<LiveChatRef["getSnapshot"]>): Phase {
  if (snapshot.matches("starting") || snapshot.matches("launching")) return "launching";
  if (snapshot.matches({ online: "open" })) return "open";
  if (snapshot.matches({ online: "connecting" })) return "connecting";
  return snapshot.value as Phase;
}

/** The messages, the connection line and the input box of a chat (the live chat page and the chat rooms). */
export function ChatPanel({ chat, otherName }: { chat: LiveChatRef; otherName: string }) {
  const { t } = useLingui();
  const text = useMessageText();
  const view = useSelector(
    chat,
    (s) => ({
      phase: phaseOf(s),
      typing: s.matches({ online: { open: "othersTyping" } }),
      messages: s.context.messages,
      outbox: s.context.outbox,
      readUpTo: s.context.readUpTo,
      draft: s.context.draft,
      problem: s.context.draftError ?? s.context.refused,
      error: s.context.error,
      name: s.context.name,
    }),
    shallowEqual,
  );
  if (view.phase === "closed") {
    return (
      <Alert role="alert" color="yellow" title={t`Chat closed`}>
        {text(DRAFT_PROBLEM_TEXT.ROOM_CLOSED)}
      </Alert>
    );
  }
  if (view.phase === "failed") {
    return (
      <Alert role="alert" color="red" title={t`The chat could not start`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{view.error ? text(errorMessage(view.error)) : null}</Text>
          <Button size="xs" onClick={() => chat.send({ type: "CHAT.RETRY" })}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  const readIndex = view.readUpTo ? view.messages.findIndex((m) => m.id === view.readUpTo) : -1;
  const lastOwnRead = view.messages.reduce((found, m, i) => (m.from === "member" && i <= readIndex ? i : found), -1);
  const send = () => chat.send({ type: "CHAT.SEND" });
  return (
    <Stack gap="xs" h="100%">
      <ConnectionLine phase={view.phase} onRetry={() => chat.send({ type: "CHAT.RETRY" })} />
      <MessageList messages={view.messages} pending={view.outbox} lastOwnRead={lastOwnRead} otherName={otherName} />
      <Box mih={20} aria-live="polite">
        {view.typing && (
          <Text size="xs" c="dimmed">
            <Trans>{otherName} is typing…</Trans>
          </Text>
        )}
      </Box>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t`Message`}
            placeholder={t`Type a message`}
            value={view.draft}
            autoComplete="off"
            error={view.problem ? text(DRAFT_PROBLEM_TEXT[view.problem]) : undefined}
            description={view.draft.length > CHAT_MESSAGE_MAX - 50 ? t`${view.draft.length} of ${CHAT_MESSAGE_MAX} characters` : undefined}
            onChange={(event) => chat.send({ type: "CHAT.TYPE", text: event.currentTarget.value })}
          />
          <ActionIcon type="submit" size="lg" aria-label={t`Send`} disabled={view.draft.trim() === ""}>
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </form>
    </Stack>
  );
}

function ConnectionLine({ phase, onRetry }: { phase: Phase; onRetry: () => void }) {
  switch (phase) {
    case "open":
      return (
        <Badge color="green" variant="light">
          <Trans>Connected</Trans>
        </Badge>
      );
    case "offline":
      return (
        <Alert color="red" role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <Trans>You are offline. What you write is kept and sent when the chat is back.</Trans>
            </Text>
            <Button size="xs" onClick={onRetry}>
              <Trans>Reconnect</Trans>
            </Button>
          </Group>
        </Alert>
      );
    case "reconnecting":
      return (
        <Badge color="yellow" variant="light" role="status">
          <Trans>Connection lost, reconnecting…</Trans>
        </Badge>
      );
    default:
      return (
        <Badge color="gray" variant="light" role="status">
          <Trans>Connecting…</Trans>
        </Badge>
      );
  }
}

function MessageList({ messages, pending, lastOwnRead, otherName }: { messages: ChatMessage[]; pending: Array<{ clientId: string; text: string }>; lastOwnRead: number; otherName: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, pending.length]);
  return (
    <ScrollArea.Autosize mah="calc(100dvh - 260px)" mih={200} type="auto" role="log" aria-label={t`Messages`}>
      <Stack gap={6} p={4}>
        {messages.length === 0 && pending.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>Say hello: {otherName} answers here.</Trans>
          </Text>
        )}
        {messages.map((m, i) => (
          <Bubble key={m.id} own={m.from === "member"} name={m.name} text={m.text} meta={formatDateTime(new Date(m.at), language, { dateStyle: undefined, timeStyle: "short" })} read={i === lastOwnRead} />
        ))}
        {pending.map((p) => (
          <Bubble key={p.clientId} own name="" text={p.text} meta={t`Sending…`} read={false} />
        ))}
        <div ref={end} />
      </Stack>
    </ScrollArea.Autosize>
  );
}

function Bubble({ own, name, text, meta, read }: { own: boolean; name: string; text: string; meta: string; read: boolean }) {
  return (
    <Paper
      data-own={own || undefined}
      p="xs"
      radius="md"
      maw="85%"
      bg={own ? "blue.9" : "dark.5"}
      style={{ alignSelf: own ? "flex-end" : "flex-start", overflowWrap: "anywhere" }}
    >
      {!own && name && (
        <Text size="xs" fw={600}>
          {name}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
        {text}
      </Text>
      <Text size="xs" c="dimmed" ta="right">
        {meta}
        {read && (
          <>
            {" · "}
            <Trans>Read</Trans>
          </>
        )}
      </Text>
    </Paper>
  );
}

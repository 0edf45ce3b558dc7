import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { chatRoomsMachine } from "../../../machines/chat-rooms.machine";
import { chatFlows, newClientIdPrefix } from "../../app/chat-flows";
import { inspection } from "../../app/inspection";
import type { LiveModel } from "../../../contract";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";
import { ChatPanel } from "./ChatPanel";

/** The chat room popup (members): the live models, one room each; text messages on the chat socket. */
export function ChatRoomsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Chat rooms`} centered size="lg" closeButtonProps={{ "aria-label": t`Close dialog` }}>
      {opened && <RoomsFlow />}
    </Modal>
  );
}

function RoomsFlow() {
  return <ChatRoomsView rooms={useActorRef(chatFlows().chatRooms, inspection("chatRooms"))} />;
}

export function ChatRoomsView({ rooms }: { rooms: ActorRefFrom<typeof chatRoomsMachine> }) {
  const { t } = useLingui();
  const text = useMessageText();
  const view = useSelector(rooms, (s) => ({ phase: s.value as string, models: s.context.models, room: s.context.room, error: s.context.error }), shallowEqual);
  if (view.phase === "loading") return <Loader aria-label={t`Loading the rooms`} />;
  if (view.phase === "failed") {
    return (
      <Stack align="flex-start">
        <Alert role="alert" color="red">
          {view.error ? text(errorMessage(view.error)) : null}
        </Alert>
        <Button onClick={() => rooms.send({ type: "ROOMS.RETRY" })}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  if (view.phase === "inRoom" && view.room) {
    return (
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{view.room.name}</Text>
          <Button size="xs" variant="default" onClick={() => rooms.send({ type: "ROOMS.LEAVE" })}>
            <Trans>All rooms</Trans>
          </Button>
        </Group>
        <RoomChat key={view.room.modelId} model={view.room} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs" role="list" aria-label={t`Rooms`}>
      {view.models.map((model) => (
        <Group key={model.modelId} role="listitem" justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>{model.name}</Text>
            <Text size="xs" c="dimmed">
              <Trans>{model.present} in the room</Trans>
            </Text>
          </Stack>
          {model.open ? (
            <Button size="xs" aria-label={t`Enter ${model.name}'s room`} onClick={() => rooms.send({ type: "ROOMS.ENTER", modelId: model.modelId })}>
              <Trans>Enter room</Trans>
            </Button>
          ) : (
            <Badge color="gray">
              <Trans>Closed</Trans>
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function RoomChat({ model }: { model: LiveModel }) {
  const [clientIdPrefix] = useState(newClientIdPrefix);
  const chat = useActorRef(chatFlows().liveChat, { input: { room: model.modelId, member: true, clientIdPrefix }, ...inspection("roomChat") });
  return <ChatPanel chat={chat} otherName={model.name} />;
}

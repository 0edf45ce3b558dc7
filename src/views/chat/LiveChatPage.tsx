import { Trans, useLingui } from "@lingui/react/macro";
import { Container, Paper, Title } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useAppSelector } from "../../app/app-context";
import { chatFlows, newClientIdPrefix } from "../../app/chat-flows";
import { inspection } from "../../app/inspection";
import { isSessionSettled, isSignedIn } from "../../app/session-queries";
import { SERVICE_ROOM } from "../../../contract/chat";
import { FullPageLoader } from "../common/FullPageLoader";
import { ChatPanel } from "./ChatPanel";
import { NicknameForm } from "./NicknameForm";

/** /liveChat (opened by the side bar in a 440 x 750 window): the live chat with customer service. */
export function LiveChatPage() {
  const settled = useAppSelector(isSessionSettled);
  const member = useAppSelector(isSignedIn);
  if (!settled) return <FullPageLoader />;
  return (
    <Container size={480} px="xs" py="sm">
      <Paper withBorder radius="md" p="sm">
        <Title order={1} size="h4" mb="xs">
          <Trans>Live chat</Trans>
        </Title>
        <LiveChat key={String(member)} member={member} />
      </Paper>
    </Container>
  );
}

function LiveChat({ member }: { member: boolean }) {
  const { t } = useLingui();
  const [clientIdPrefix] = useState(newClientIdPrefix);
  const chat = useActorRef(chatFlows().liveChat, { input: { room: SERVICE_ROOM, member, clientIdPrefix }, ...inspection("liveChat") });
  const askingNickname = useSelector(chat, (s) => s.matches("nickname"));
  return askingNickname ? <NicknameForm chat={chat} /> : <ChatPanel chat={chat} otherName={t`Support`} />;
}

import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Divider, Paper, Stack } from "@mantine/core";
import type { CustomerServiceLink } from "../../../contract";
import { useAppActor } from "../../app/app-context";
import { DeferredTooltip as Tooltip } from "../common/deferred-floating";
import { IconGift, IconMail, IconMessageCircle } from "@tabler/icons-react";
import { ServiceIcon } from "../common/ServiceIcon";
import { openFeedback } from "../help/help-dialogs";
import { useOpenChatGame } from "../chat/use-open-chat-game";

/**
 * Desktop: the one floating rail, fixed at the right in the room the page keeps free for it (Shell.module.css): the
 * customer-service links (the first opens in the customer-service window, the others in a new tab), feedback, the
 * lucky wheel and the chat rooms.
 */
export function SideBarStrip({ links }: { links: readonly CustomerServiceLink[] }) {
  const { t } = useLingui();
  const app = useAppActor();
  const openChatGame = useOpenChatGame();
  return (
    <Paper
      visibleFrom="sm"
      shadow="md"
      withBorder
      p={6}
      radius="xl"
      bg="dark.6"
      pos="fixed"
      right={12}
      top="50%"
      style={{ transform: "translateY(-50%)", zIndex: 150 }}
      data-floating-rail
    >
      <Stack gap={6} component="nav" aria-label={t`Customer service`}>
        {links.map((link, index) =>
          index === 0 ? (
            <Tooltip key="primary" label={link.name} position="left" withArrow>
              <ActionIcon size="xl" radius="xl" aria-label={t`Customer service`} onClick={() => app.send({ type: "CUSTOMER_SERVICE.OPEN" })}>
                <ServiceIcon type={link.type} size={22} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip key={`${link.type}-${link.url}`} label={link.name} position="left" withArrow>
              <ActionIcon
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                size="xl"
                radius="xl"
                variant="light"
                color="gray"
                aria-label={link.name || link.type}
              >
                <ServiceIcon type={link.type} size={22} />
              </ActionIcon>
            </Tooltip>
          ),
        )}
        <Tooltip label={t`Feedback`} position="left" withArrow>
          <ActionIcon size="xl" radius="xl" variant="light" color="gray" aria-label={t`Feedback`} onClick={openFeedback}>
            <IconMail size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Stack>
      <Divider my={6} color="dark.4" />
      <Stack gap={6}>
        <Tooltip label={t`Lucky wheel`} position="left" withArrow>
          <ActionIcon size="xl" radius="xl" color="yellow" aria-label={t`Lucky wheel`} onClick={() => openChatGame("wheel")}>
            <IconGift size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t`Chat rooms`} position="left" withArrow>
          <ActionIcon size="xl" radius="xl" color="grape" aria-label={t`Chat rooms`} onClick={() => openChatGame("rooms")}>
            <IconMessageCircle size={22} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Paper>
  );
}

import { useLingui } from "@lingui/react/macro";
import { Stack, UnstyledButton, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useAppActor } from "../../app/app-context";
import { useCustomerService } from "../common/use-customer-service";
import { IconGift, IconMail, IconMessageCircle } from "@tabler/icons-react";
import { ServiceIcon } from "../common/ServiceIcon";
import { openFeedback } from "../help/help-dialogs";
import { useOpenChatGame } from "../chat/use-open-chat-game";
import classes from "./CategoryNav.module.css";

function Entry({ icon, children, ...props }: { icon: ReactNode; children: ReactNode } & Record<string, unknown>) {
  return (
    <UnstyledButton className={classes.link} {...props}>
      <Group gap="xs" wrap="nowrap">
        {icon}
        <span>{children}</span>
      </Group>
    </UnstyledButton>
  );
}

/**
 * Phones: the lucky wheel, the chat rooms, the customer-service links and feedback, in the menu drawer (the one
 * launcher) instead of buttons floating over the page.
 */
export function DrawerServices({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const app = useAppActor();
  const links = useCustomerService();
  const openChatGame = useOpenChatGame();
  const then = (action: () => void) => () => {
    onNavigate();
    action();
  };
  return (
    <nav aria-label={t`Customer service`}>
      <Stack gap={4} className={classes.list} data-orientation="vertical">
        <Entry icon={<IconGift size={18} aria-hidden />} onClick={then(() => openChatGame("wheel"))}>
          {t`Lucky wheel`}
        </Entry>
        <Entry icon={<IconMessageCircle size={18} aria-hidden />} onClick={then(() => openChatGame("rooms"))}>
          {t`Chat rooms`}
        </Entry>
        {links.map((link, index) =>
          index === 0 ? (
            <Entry key="primary" icon={<ServiceIcon type={link.type} />} onClick={then(() => app.send({ type: "CUSTOMER_SERVICE.OPEN" }))}>
              {link.name}
            </Entry>
          ) : (
            <Entry key={`${link.type}-${link.url}`} icon={<ServiceIcon type={link.type} />} component="a" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
            </Entry>
          ),
        )}
        <Entry icon={<IconMail size={18} aria-hidden />} onClick={then(openFeedback)}>
          {t`Feedback`}
        </Entry>
      </Stack>
    </nav>
  );
}

import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Affix } from "@mantine/core";
import { IconHeadset, IconMail } from "@tabler/icons-react";
import type { CustomerServiceLink } from "../../../contract";
import { useAppActor } from "../../app/app-context";
import { DeferredMenu } from "../common/deferred-floating";
import { ServiceIcon } from "../common/ServiceIcon";
import { openFeedback } from "../help/help-dialogs";

/** Phones: a floating button listing the customer-service links. */
export function SideBarFloating({ links }: { links: readonly CustomerServiceLink[] }) {
  const { t } = useLingui();
  const app = useAppActor();
  return (
    <Affix position={{ bottom: 16, right: 16 }} hiddenFrom="sm" zIndex={150}>
      <DeferredMenu
        position="top-end"
        shadow="md"
        width={220}
        target={
          <ActionIcon size={52} radius="xl" aria-label={t`Customer service links`} style={{ boxShadow: "0 4px 16px rgba(0,0,0,0.5)" }}>
            <IconHeadset size={26} aria-hidden />
          </ActionIcon>
        }
        dropdown={(Menu) => (
          <Menu.Dropdown>
            {links.map((link, index) =>
              index === 0 ? (
                <Menu.Item key="primary" leftSection={<ServiceIcon type={link.type} />} onClick={() => app.send({ type: "CUSTOMER_SERVICE.OPEN" })}>
                  {link.name}
                </Menu.Item>
              ) : (
                <Menu.Item
                  key={`${link.type}-${link.url}`}
                  component="a"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  leftSection={<ServiceIcon type={link.type} />}
                >
                  {link.name}
                </Menu.Item>
              ),
            )}
            <Menu.Item leftSection={<IconMail size={18} aria-hidden />} onClick={openFeedback}>
              {t`Feedback`}
            </Menu.Item>
          </Menu.Dropdown>
        )}
      />
    </Affix>
  );
}

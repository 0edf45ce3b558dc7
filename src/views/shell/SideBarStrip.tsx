import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Paper, Stack } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import type { CustomerServiceLink } from "../../../contract";
import { useAppActor } from "../../app/app-context";
import { DeferredTooltip as Tooltip } from "../common/deferred-floating";
import { ServiceIcon } from "../common/ServiceIcon";
import { openFeedback } from "../help/help-dialogs";

/** Desktop: a fixed vertical strip; the first link opens in the customer-service window, the others in a new tab. */
export function SideBarStrip({ links }: { links: readonly CustomerServiceLink[] }) {
  const { t } = useLingui();
  const app = useAppActor();
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
    </Paper>
  );
}

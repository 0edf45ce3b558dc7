import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Group } from "@mantine/core";
import { ServiceIcon } from "../common/ServiceIcon";
import { useCustomerService } from "../common/use-customer-service";

const SOCIAL_TYPES = ["line", "telegram", "facebook"];

/** LINE, Telegram and Facebook links of the site, when configured. */
export function SocialLinks() {
  const { t } = useLingui();
  const links = useCustomerService().filter((link) => SOCIAL_TYPES.includes(link.type.toLowerCase()));
  if (links.length === 0) return null;
  return (
    <Group component="nav" aria-label={t`Social links`} gap="sm" justify="center">
      {links.map((link) => (
        <ActionIcon
          key={`${link.type}-${link.url}`}
          component="a"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="gray"
          size="lg"
          radius="xl"
          aria-label={link.name || link.type}
        >
          <ServiceIcon type={link.type} />
        </ActionIcon>
      ))}
    </Group>
  );
}

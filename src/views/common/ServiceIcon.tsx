import { IconHeadset, IconMessageCircle, IconSend, IconUsers, type IconProps } from "@tabler/icons-react";

/** The icon of a customer-service link by its type (LINE, Telegram, Facebook, anything else: a headset); decorative,
 * the link or button around it carries the name. */
export function ServiceIcon({ type, size = 18, ...props }: IconProps & { type: string }) {
  switch (type.toLowerCase()) {
    case "line":
      return <IconMessageCircle size={size} aria-hidden {...props} />;
    case "telegram":
      return <IconSend size={size} aria-hidden {...props} />;
    case "facebook":
      return <IconUsers size={size} aria-hidden {...props} />;
    default:
      return <IconHeadset size={size} aria-hidden {...props} />;
  }
}

import { ChatIcon } from "../icons/ChatIcon";
import { HeadsetIcon } from "../icons/HeadsetIcon";
import type { IconProps } from "../icons/Icon";
import { SendIcon } from "../icons/SendIcon";
import { UsersIcon } from "../icons/UsersIcon";

/** The icon of a customer-service link by its type (LINE, Telegram, Facebook, anything else: a headset). */
export function ServiceIcon({ type, ...props }: IconProps & { type: string }) {
  switch (type.toLowerCase()) {
    case "line":
      return <ChatIcon {...props} />;
    case "telegram":
      return <SendIcon {...props} />;
    case "facebook":
      return <UsersIcon {...props} />;
    default:
      return <HeadsetIcon {...props} />;
  }
}

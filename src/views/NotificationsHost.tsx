import { Notifications } from "@mantine/notifications";

/** Mantine's notification container, in a chunk of its own (see AppProviders). */
export default function NotificationsHost() {
  return <Notifications position="top-center" zIndex={400} />;
}

import { Box } from "@mantine/core";
import { useCustomerService } from "../common/use-customer-service";
import { useWideScreen } from "../common/use-wide-screen";
import { SideBarStrip } from "./SideBarStrip";

/**
 * Desktop: the floating rail on the right (customer service, feedback, lucky wheel, chat rooms), in room the page keeps
 * free. Phones have no floating buttons: the same entries are in the menu drawer (MobileNavDrawer), so nothing covers
 * the page.
 */
export function SideBar() {
  const links = useCustomerService();
  const wide = useWideScreen();
  if (!wide) return null;
  return (
    <Box component="aside">
      <SideBarStrip links={links} />
    </Box>
  );
}

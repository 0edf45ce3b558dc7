import { Box } from "@mantine/core";
import { useCustomerService } from "../common/use-customer-service";
import { useWideScreen } from "../common/use-wide-screen";
import { SideBarFloating } from "./SideBarFloating";
import { SideBarStrip } from "./SideBarStrip";

/** Customer-service links on the right: a vertical strip on desktop, a floating button on phones. */
export function SideBar() {
  const links = useCustomerService();
  const wide = useWideScreen();
  if (links.length === 0) return null;
  return (
    <Box component="aside">
      {wide ? <SideBarStrip links={links} /> : <SideBarFloating links={links} />}
    </Box>
  );
}

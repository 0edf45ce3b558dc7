import { Box } from "@mantine/core";
import { useCustomerService } from "../common/use-customer-service";
import { SideBarFloating } from "./SideBarFloating";
import { SideBarStrip } from "./SideBarStrip";

/** Customer-service links on the right: a vertical strip on desktop, a floating button on phones. */
export function SideBar() {
  const links = useCustomerService();
  if (links.length === 0) return null;
  return (
    <Box component="aside">
      <SideBarStrip links={links} />
      <SideBarFloating links={links} />
    </Box>
  );
}

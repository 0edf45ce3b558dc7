import { useLingui } from "@lingui/react/macro";
import { SimpleGrid, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { gameTypeOfPath } from "../../routes/categories";
import { DeferredHoverCard } from "../common/deferred-floating";
import { vendorsOf } from "../games/split-lanes";
import { useLobbyRef } from "../games/use-game-refs";
import { vendorName } from "../games/vendor-name";

/** The drop menu shows at most this many vendors, then a "more" tile to the category page. */
export const DROP_MENU_VENDORS = 15;
const NONE: string[] = [];

/** A category link with a hover drop menu of its vendors. */
export function CategoryDropMenu({ path, children }: { path: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const lobby = useLobbyRef();
  const gameType = gameTypeOfPath(path);
  const vendors = useSelector(lobby, (s) => (s && gameType ? vendorsOf(s.context.lanes, gameType) : NONE));
  if (vendors.length === 0) return <>{children}</>;
  const shown = vendors.slice(0, DROP_MENU_VENDORS);
  return (
    <DeferredHoverCard
      openDelay={100}
      closeDelay={150}
      position="bottom-start"
      shadow="md"
      withinPortal
      // A pointer-only shortcut (the link itself opens the category with every vendor): no popup roles on the span.
      withRoles={false}
      target={<span>{children}</span>}
      dropdown={(Dropdown) => (
        <Dropdown role="group" aria-label={t`Vendors`}>
          <SimpleGrid cols={4} spacing={6}>
            {shown.map((vendor) => (
              <UnstyledButton key={vendor} component={Link} to={path} search={{ vassalage: vendor } as never} px="xs" py={4} fz="sm">
                {vendorName(vendor, i18n)}
              </UnstyledButton>
            ))}
            {vendors.length > DROP_MENU_VENDORS && (
              <UnstyledButton component={Link} to={path} px="xs" py={4} fz="sm" fw={600}>
                {t`More`}
              </UnstyledButton>
            )}
          </SimpleGrid>
        </Dropdown>
      )}
    />
  );
}

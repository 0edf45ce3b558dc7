import { useLingui } from "@lingui/react/macro";
import { Burger } from "@mantine/core";
import { lazy, useState } from "react";
import { MountWhenNeeded } from "../common/MountWhenNeeded";

// Split out of the first load: the drawer loads when the burger is first pressed.
const MobileNavDrawer = lazy(() => import("./MobileNavDrawer").then((m) => ({ default: m.MobileNavDrawer })));

/** Phones: a burger opening a drawer with the categories, member shortcuts, language and clock. */
export function MobileNav() {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => setOpened((open) => !open)}
        size="sm"
        aria-label={opened ? t`Close menu` : t`Open menu`}
        aria-expanded={opened}
        hiddenFrom="sm"
      />
      <MountWhenNeeded needed={opened}>
        <MobileNavDrawer opened={opened} onClose={() => setOpened(false)} />
      </MountWhenNeeded>
    </>
  );
}

import { useLingui } from "@lingui/react/macro";
import { ActionIcon } from "@mantine/core";
import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { lazy } from "react";
import { IconRefresh } from "@tabler/icons-react";
import { useAppSelector } from "../../app/app-context";
import { appConfig } from "../../app/config";
import { connectionChooserLogic, currentHost } from "../../app/connection-actors";
import { inspection } from "../../app/inspection";
import { DeferredTooltip as Tooltip } from "../common/deferred-floating";
import { MountWhenNeeded } from "../common/MountWhenNeeded";

const NO_ROUTES: string[] = [];

// Split out of the first load (the radio list and the modal): it loads when the prompt first opens.
const ChooserDialog = lazy(() => import("./ChooserDialog").then((m) => ({ default: m.ChooserDialog })));

/** Header button and the speed-selection prompt; it checks the current domain once and opens by itself when slow. */
export function ConnectionChooser() {
  const routes = useAppSelector((s) => s.context.system?.status.info.domainRoute ?? NO_ROUTES, shallowEqual);
  if (routes.length === 0) return null;
  return <ChooserFlow routes={routes} />;
}

function ChooserFlow({ routes }: { routes: string[] }) {
  const { t } = useLingui();
  const chooser = useActorRef(connectionChooserLogic, { input: { routes, current: currentHost(), slowMs: appConfig.slowDomainMs }, ...inspection("connectionChooser") });
  const open = useSelector(chooser, (s) => s.matches("measuring") || s.matches("choosing"));
  return (
    <>
      <Tooltip label={t`Choose the best connection`}>
        <ActionIcon variant="subtle" size="sm" aria-label={t`Choose the best connection`} onClick={() => chooser.send({ type: "CONNECTION.OPEN" })}>
          <IconRefresh size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <MountWhenNeeded needed={open}>
        <ChooserDialog chooser={chooser} />
      </MountWhenNeeded>
    </>
  );
}

import type { SystemStatus } from "../contract";

// How the root machine reads the system status; also read by the page's entry (src/app/early-requests.ts), which is
// bundled apart from the app: this file imports nothing at run time.

export const SYSTEM_STATUS = { running: 0, maintenance: 1, regionBlocked: 2 } as const;

type StatusFlags = Pick<SystemStatus, "status" | "maintenance" | "regionRestriction">;

export const isMaintenanceStatus = (status: StatusFlags): boolean => status.maintenance || status.status === SYSTEM_STATUS.maintenance;

export const isRegionBlockedStatus = (status: StatusFlags): boolean => status.regionRestriction || status.status === SYSTEM_STATUS.regionBlocked;

/** Neither of those, and status 0: any other status (7, say) is not guessed at. */
export const isRunningStatus = (status: StatusFlags): boolean =>
  !isMaintenanceStatus(status) && !isRegionBlockedStatus(status) && status.status === SYSTEM_STATUS.running;

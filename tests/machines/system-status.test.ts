import { describe, expect, it } from "vitest";
import { isMaintenanceStatus, isRegionBlockedStatus, isRunningStatus, SYSTEM_STATUS } from "../../machines/system-status";

// spec.md "Root states": system status 0 shows the main app, 1 the maintenance page, 2 the region-block page
// (maintenance takes priority). The maintenance and regionRestriction flags of the answer count as well; any other
// status is not guessed at.
const status = (code: number, flags: { maintenance?: boolean; regionRestriction?: boolean } = {}) => ({
  status: code,
  maintenance: flags.maintenance ?? false,
  regionRestriction: flags.regionRestriction ?? false,
});

/** The page the root machine shows, checking in the spec's priority: maintenance, then region block, then running. */
function pageOf(answer: ReturnType<typeof status>): "maintenance" | "regionBlocked" | "app" | "unknown" {
  if (isMaintenanceStatus(answer)) return "maintenance";
  if (isRegionBlockedStatus(answer)) return "regionBlocked";
  return isRunningStatus(answer) ? "app" : "unknown";
}

describe("system status mapping", () => {
  it("names the spec's three codes", () => {
    expect(SYSTEM_STATUS).toEqual({ running: 0, maintenance: 1, regionBlocked: 2 });
  });

  it("status 0 is running: neither maintenance nor region block", () => {
    expect(isRunningStatus(status(0))).toBe(true);
    expect(isMaintenanceStatus(status(0))).toBe(false);
    expect(isRegionBlockedStatus(status(0))).toBe(false);
    expect(pageOf(status(0))).toBe("app");
  });

  it("status 1 is maintenance", () => {
    expect(isMaintenanceStatus(status(1))).toBe(true);
    expect(isRegionBlockedStatus(status(1))).toBe(false);
    expect(isRunningStatus(status(1))).toBe(false);
    expect(pageOf(status(1))).toBe("maintenance");
  });

  it("status 2 is the region block", () => {
    expect(isRegionBlockedStatus(status(2))).toBe(true);
    expect(isMaintenanceStatus(status(2))).toBe(false);
    expect(isRunningStatus(status(2))).toBe(false);
    expect(pageOf(status(2))).toBe("regionBlocked");
  });

  it("the flags count whatever the status says", () => {
    expect(isMaintenanceStatus(status(0, { maintenance: true }))).toBe(true);
    expect(isRunningStatus(status(0, { maintenance: true }))).toBe(false);
    expect(isRegionBlockedStatus(status(0, { regionRestriction: true }))).toBe(true);
    expect(isRunningStatus(status(0, { regionRestriction: true }))).toBe(false);
    expect(pageOf(status(0, { maintenance: true }))).toBe("maintenance");
    expect(pageOf(status(0, { regionRestriction: true }))).toBe("regionBlocked");
  });

  it("maintenance takes priority over the region block", () => {
    expect(pageOf(status(1, { regionRestriction: true }))).toBe("maintenance");
    expect(pageOf(status(2, { maintenance: true }))).toBe("maintenance");
    expect(pageOf(status(0, { maintenance: true, regionRestriction: true }))).toBe("maintenance");
  });

  it("any other status is none of the three", () => {
    for (const code of [-1, 3, 7, 10]) {
      expect(isMaintenanceStatus(status(code)), String(code)).toBe(false);
      expect(isRegionBlockedStatus(status(code)), String(code)).toBe(false);
      expect(isRunningStatus(status(code)), String(code)).toBe(false);
    }
  });
});

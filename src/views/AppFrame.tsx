import type { AppActor } from "../app/app-actor";
import { useAppSelector } from "../app/app-context";
import { FullPageLoader } from "./common/FullPageLoader";
import { stateView } from "./common/state-view";
import { useFrameTitle } from "./common/use-document-title";
import { Shell } from "./shell/Shell";
import { BootFailedPage } from "./system/BootFailedPage";
import { InvalidDomainPage } from "./system/InvalidDomainPage";
import { MaintenancePage } from "./system/MaintenancePage";
import { RegionBlockedPage } from "./system/RegionBlockedPage";

type AppSnapshot = ReturnType<AppActor["getSnapshot"]>;
type Frame = "booting" | "bootFailed" | "invalidDomain" | "maintenance" | "regionBlocked" | "running";

function frameOf(snapshot: AppSnapshot): Frame {
  return stateView(snapshot, { booting: "booting", bootFailed: "bootFailed", invalidDomain: "invalidDomain", maintenance: "maintenance", regionBlocked: "regionBlocked", running: "running" });
}

/** The root route: one page per state of the root actor; the site itself while running. */
export function AppFrame() {
  const frame = useAppSelector(frameOf);
  switch (frame) {
    case "running":
      // The shell names each page itself.
      return <Shell />;
    default:
      return <SiteFrameScreen frame={frame} />;
  }
}

function SiteFrameScreen({ frame }: { frame: Exclude<Frame, "running"> }) {
  useFrameTitle(frame);
  switch (frame) {
    case "booting":
      return <FullPageLoader />;
    case "bootFailed":
      return <BootFailedPage />;
    case "invalidDomain":
      return <InvalidDomainPage />;
    case "maintenance":
      return <MaintenancePage />;
    case "regionBlocked":
      return <RegionBlockedPage />;
  }
}

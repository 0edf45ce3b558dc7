import { lazy } from "react";
import { useAppSelector } from "../../app/app-context";
import { MountWhenNeeded } from "../common/MountWhenNeeded";

// Split out of the first load: the modal (and Mantine's modal code) loads when signing out is first asked for.
const LogoutModal = lazy(() => import("./LogoutModal").then((m) => ({ default: m.LogoutModal })));

/** The sign-out confirmation while it is asked for and while the server is told. */
export function LogoutDialog() {
  const confirming = useAppSelector((s) => s.matches({ running: { session: { signedIn: { logout: "confirming" } } } }));
  const loggingOut = useAppSelector((s) => s.matches({ running: { session: "loggingOut" } }));
  return (
    <MountWhenNeeded needed={confirming || loggingOut}>
      <LogoutModal confirming={confirming} loggingOut={loggingOut} />
    </MountWhenNeeded>
  );
}

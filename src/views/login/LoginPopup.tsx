import { useNavigate } from "@tanstack/react-router";
import { lazy } from "react";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { useLoginPopupOpen } from "./use-login-popup-open";
import { useLoginRef } from "./use-login-ref";
import { useLoginSite } from "./use-login-site";

// Split out of the first load: the modal loads when the popup first opens (on /login, at once).
const LoginModal = lazy(() => import("./LoginModal").then((m) => ({ default: m.LoginModal })));

/**
 * /login over home: the full login form while the visitor is a guest (and not recovering a password). It closes by
 * itself once the session leaves guest; closing it goes to /.
 */
export function LoginPopup() {
  const navigate = useNavigate();
  const opened = useLoginPopupOpen();
  const login = useLoginRef();
  const site = useLoginSite();
  const app = useAppActor();
  const asked = useAppSelector((snapshot) => snapshot.matches({ running: { session: { guest: { idle: "loginAsked" } } } }));
  // Asked over a page: closing stays on it; on /login closing goes to /.
  const close = () => (asked ? app.send({ type: "LOGIN.POPUP_CLOSE" }) : void navigate({ to: "/" }));
  return (
    <MountWhenNeeded needed={opened}>
      <LoginModal opened={opened} onClose={close} login={login} site={site} />
    </MountWhenNeeded>
  );
}

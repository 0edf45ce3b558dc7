import { useLingui } from "@lingui/react/macro";
import { Center, Loader, Modal } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { lazy, Suspense } from "react";
import { useLoginPopupOpen } from "./use-login-popup-open";
import { useLoginRef } from "./use-login-ref";
import { useLoginSite } from "./use-login-site";

// Split out of the first load: the Modal mounts its body only while open, so the form loads when the popup first opens.
const LoginForm = lazy(() => import("./LoginForm").then((m) => ({ default: m.LoginForm })));

/**
 * /login over home: the full login form while the visitor is a guest (and not recovering a password). It closes by
 * itself once the session leaves guest; closing it goes to /.
 */
export function LoginPopup() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const opened = useLoginPopupOpen();
  const login = useLoginRef();
  const site = useLoginSite();
  const app = useAppActor();
  const asked = useAppSelector((snapshot) => snapshot.matches({ running: { session: { guest: { idle: "loginAsked" } } } }));
  // Asked over a page: closing stays on it; on /login closing goes to /.
  const close = () => (asked ? app.send({ type: "LOGIN.POPUP_CLOSE" }) : void navigate({ to: "/" }));
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Log in`}
      centered
      size="sm"
      closeButtonProps={{ "aria-label": t`Close dialog` }}
    >
      <Suspense
        fallback={
          <Center mih={320}>
            <Loader aria-label={t`Loading`} />
          </Center>
        }
      >
        <LoginForm login={login} site={site} />
      </Suspense>
    </Modal>
  );
}

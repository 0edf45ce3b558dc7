import { useLingui } from "@lingui/react/macro";
import { Center, Loader, Modal } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useOpenedOnceMounted } from "../common/MountWhenNeeded";
import type { LoginSite } from "./login-site";
import type { LoginRef } from "./use-login-ref";

// Split out of the first load: the Modal mounts its body only while open, so the form loads when the popup first opens.
const LoginForm = lazy(() => import("./LoginForm").then((m) => ({ default: m.LoginForm })));

type LoginModalProps = { opened: boolean; onClose: () => void; login: LoginRef | undefined; site: LoginSite };

/** The login popup's modal with the full login form. (Loaded by LoginPopup.) */
export function LoginModal({ opened, onClose, login, site }: LoginModalProps) {
  const { t } = useLingui();
  const shown = useOpenedOnceMounted(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
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

import { useLingui } from "@lingui/react/macro";
import { Center, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { FirstUseModal } from "../common/FirstUseModal";
import type { LoginSite } from "./login-site";
import type { LoginRef } from "./use-login-ref";

// Split out of the first load: the Modal mounts its body only while open, so the form loads when the popup first opens.
const LoginForm = lazy(() => import("./LoginForm").then((m) => ({ default: m.LoginForm })));

type LoginModalProps = { opened: boolean; onClose: () => void; login: LoginRef | undefined; site: LoginSite };

/** The login popup's modal with the full login form. (Loaded by LoginPopup.) */
export function LoginModal({ opened, onClose, login, site }: LoginModalProps) {
  const { t } = useLingui();
  return (
    <FirstUseModal
      opened={opened}
      onClose={onClose}
      title={t`Log in`}
      centered
      size="sm"
    >
      <Suspense
        fallback={
          <Center mih={320}>
            <Loader role="status" aria-label={t`Loading`} />
          </Center>
        }
      >
        <LoginForm login={login} site={site} />
      </Suspense>
    </FirstUseModal>
  );
}

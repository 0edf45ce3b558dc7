import { lazy } from "react";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { useChangePasswordRef } from "../password/use-change-password-ref";
import { useForgotPasswordRef } from "../recovery/use-forgot-password-ref";
import { FreePlayStatus } from "../trial/FreePlayStatus";
import { RealAccountModal } from "../trial/RealAccountModal";
import { useFreePlayRef } from "../trial/use-free-play-ref";
import { LoginPopup } from "./LoginPopup";
import { useLoginSite } from "./use-login-site";
import { RegisterPopup } from "../register/RegisterPopup";

// Split out of the first load: each loads when its flow first starts.
const ForgotPasswordModal = lazy(() => import("../recovery/ForgotPasswordModal").then((m) => ({ default: m.ForgotPasswordModal })));
const ChangePasswordModal = lazy(() => import("../password/ChangePasswordModal").then((m) => ({ default: m.ChangePasswordModal })));

/** The sign-in dialogs over every page: login popup, registration, recovery, password change, free play and the real-account prompt. */
export function SignInDialogs() {
  const site = useLoginSite();
  const forgotPassword = useForgotPasswordRef();
  const changePassword = useChangePasswordRef();
  return (
    <>
      <LoginPopup />
      <RegisterPopup />
      <MountWhenNeeded needed={forgotPassword !== undefined}>
        <ForgotPasswordModal forgotPassword={forgotPassword} countries={site.countries} visitorCountry={site.visitorCountry} />
      </MountWhenNeeded>
      <MountWhenNeeded needed={changePassword !== undefined}>
        <ChangePasswordModal changePassword={changePassword} />
      </MountWhenNeeded>
      <FreePlayStatus freePlay={useFreePlayRef()} />
      <RealAccountModal />
    </>
  );
}

import { lazy } from "react";
import { useAppSelector } from "../../app/app-context";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { useChangePasswordRef } from "../password/use-change-password-ref";
import { useForgotPasswordRef } from "../recovery/use-forgot-password-ref";
import { FreePlayStatus } from "../trial/FreePlayStatus";
import { useFreePlayRef } from "../trial/use-free-play-ref";
import { LoginPopup } from "./LoginPopup";
import { useLoginSite } from "./use-login-site";
import { RegisterPopup } from "../register/RegisterPopup";

// Split out of the first load: each loads when its flow first starts.
const ForgotPasswordModal = lazy(() => import("../recovery/ForgotPasswordModal").then((m) => ({ default: m.ForgotPasswordModal })));
const ChangePasswordModal = lazy(() => import("../password/ChangePasswordModal").then((m) => ({ default: m.ChangePasswordModal })));
const RealAccountModal = lazy(() => import("../trial/RealAccountModal").then((m) => ({ default: m.RealAccountModal })));

/** The sign-in dialogs over every page: login popup, registration, recovery, password change, free play and the real-account prompt. */
export function SignInDialogs() {
  const site = useLoginSite();
  const forgotPassword = useForgotPasswordRef();
  const changePassword = useChangePasswordRef();
  const realAccount = useAppSelector((snapshot) => snapshot.matches({ running: { session: { signedIn: { realAccountPrompt: "shown" } } } }));
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
      <MountWhenNeeded needed={realAccount}>
        <RealAccountModal shown={realAccount} />
      </MountWhenNeeded>
    </>
  );
}

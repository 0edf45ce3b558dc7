import { ChangePasswordModal } from "../password/ChangePasswordModal";
import { useChangePasswordRef } from "../password/use-change-password-ref";
import { RegisterPopup } from "../register/RegisterPopup";
import { ForgotPasswordModal } from "../recovery/ForgotPasswordModal";
import { useForgotPasswordRef } from "../recovery/use-forgot-password-ref";
import { FreePlayStatus } from "../trial/FreePlayStatus";
import { RealAccountModal } from "../trial/RealAccountModal";
import { useFreePlayRef } from "../trial/use-free-play-ref";
import { LoginPopup } from "./LoginPopup";
import { useLoginSite } from "./use-login-site";

/** The sign-in dialogs over every page: login popup, registration, recovery, password change, free play and the real-account prompt. */
export function SignInDialogs() {
  const site = useLoginSite();
  return (
    <>
      <LoginPopup />
      <RegisterPopup />
      <ForgotPasswordModal forgotPassword={useForgotPasswordRef()} countries={site.countries} visitorCountry={site.visitorCountry} />
      <ChangePasswordModal changePassword={useChangePasswordRef()} />
      <FreePlayStatus freePlay={useFreePlayRef()} />
      <RealAccountModal />
    </>
  );
}

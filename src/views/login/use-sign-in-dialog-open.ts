import { useAppSelector } from "../../app/app-context";
import { useLoginPopupOpen } from "./use-login-popup-open";

/** Whether a sign-in dialog (login popup, registration, recovery, password change, free play, real-account prompt) is up. */
export function useSignInDialogOpen(): boolean {
  const loginPopup = useLoginPopupOpen();
  const other = useAppSelector(
    (snapshot) =>
      snapshot.matches({ running: { session: { guest: "recovering" } } }) ||
      snapshot.matches({ running: { session: { guest: "registering" } } }) ||
      snapshot.matches({ running: { session: "forcedPasswordChange" } }) ||
      snapshot.matches({ running: { session: "startingTrial" } }) ||
      snapshot.matches({ running: { session: { signedIn: { passwordChange: "open" } } } }) ||
      snapshot.matches({ running: { session: { signedIn: { realAccountPrompt: "shown" } } } }),
  );
  return loginPopup || other;
}

import { useAppSelector } from "../../app/app-context";
import { usePathname } from "../common/use-pathname";
import { useLoginRef } from "./use-login-ref";

/** The login popup shows on /login, or over any page when an action needed a member, while the visitor is a guest and not recovering a password. */
export function useLoginPopupOpen(): boolean {
  const onLoginPage = usePathname() === "/login";
  const guest = useAppSelector((snapshot) => snapshot.matches({ running: { session: { guest: "idle" } } }));
  const asked = useAppSelector((snapshot) => snapshot.matches({ running: { session: { guest: { idle: "loginAsked" } } } }));
  const login = useLoginRef();
  return (onLoginPage || asked) && guest && login !== undefined;
}

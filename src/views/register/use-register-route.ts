import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { usePathname } from "../common/use-pathname";

export const REGISTER_PATH = "/register";

/** The `referralCode` query parameter (the router may have parsed a numeric one into a number). */
function useReferralCode(): string | undefined {
  return useRouterState({
    select: (state) => {
      const value = (state.location.search as Record<string, unknown>).referralCode;
      return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
    },
  });
}

/**
 * /register opens the form (REGISTER.OPEN with the referral code) once per visit, as soon as the session is an idle
 * guest — also right after the root ended a trial and came here itself. A registration that signs the person in sends
 * the page to /.
 */
export function useRegisterRoute(): void {
  const app = useAppActor();
  const navigate = useNavigate();
  const onPage = usePathname() === REGISTER_PATH;
  const referralCode = useReferralCode();
  const guestIdle = useAppSelector((snapshot) => snapshot.matches({ running: { session: { guest: "idle" } } }));
  const signingIn = useAppSelector(
    (snapshot) => snapshot.matches({ running: { session: "restoring" } }) || snapshot.matches({ running: { session: "signedIn" } }),
  );
  // Opened during this visit of /register: a closed or failed form does not open again until the next visit.
  const opened = useRef(false);

  useEffect(() => {
    if (!onPage) {
      opened.current = false;
      return;
    }
    if (guestIdle && !opened.current) {
      opened.current = true;
      app.send({ type: "REGISTER.OPEN", referralCode });
    }
  }, [app, onPage, guestIdle, referralCode]);

  useEffect(() => {
    if (onPage && opened.current && signingIn) void navigate({ to: "/", replace: true });
  }, [navigate, onPage, signingIn]);
}

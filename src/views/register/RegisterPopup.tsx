import { useNavigate } from "@tanstack/react-router";
import { lazy } from "react";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { useLoginSite } from "../login/use-login-site";
import { useRegisterRoute } from "./use-register-route";
import { useRegisterRef } from "./use-register-ref";

// Split out of the first load: the form and its pickers load when registration first starts.
const RegisterModal = lazy(() => import("./RegisterModal").then((m) => ({ default: m.RegisterModal })));

/** /register over home: opens the register flow for a guest; closing it goes to /. */
export function RegisterPopup() {
  useRegisterRoute();
  const navigate = useNavigate();
  const site = useLoginSite();
  const register = useRegisterRef();
  return (
    <MountWhenNeeded needed={register !== undefined}>
      <RegisterModal register={register} countries={site.countries} visitorCountry={site.visitorCountry} onClosed={() => void navigate({ to: "/" })} />
    </MountWhenNeeded>
  );
}

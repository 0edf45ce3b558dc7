import { useNavigate } from "@tanstack/react-router";
import { lazy } from "react";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { useLoginSite } from "../login/use-login-site";
import { useRegisterRef } from "./use-register-ref";

// Split out of the first load: the form and its pickers load when registration first starts.
const RegisterModal = lazy(() => import("./RegisterModal").then((m) => ({ default: m.RegisterModal })));

/** The register flow's form over the page; closing it goes to /. (/register starts the flow: `useRegisterRoute` in the shell.) */
export function RegisterPopup() {
  const navigate = useNavigate();
  const site = useLoginSite();
  const register = useRegisterRef();
  return (
    <MountWhenNeeded needed={register !== undefined}>
      <RegisterModal register={register} countries={site.countries} visitorCountry={site.visitorCountry} onClosed={() => void navigate({ to: "/" })} />
    </MountWhenNeeded>
  );
}

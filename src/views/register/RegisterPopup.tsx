import { useNavigate } from "@tanstack/react-router";
import { useLoginSite } from "../login/use-login-site";
import { RegisterModal } from "./RegisterModal";
import { useRegisterRoute } from "./use-register-route";
import { useRegisterRef } from "./use-register-ref";

/** /register over home: opens the register flow for a guest; closing it goes to /. */
export function RegisterPopup() {
  useRegisterRoute();
  const navigate = useNavigate();
  const site = useLoginSite();
  return (
    <RegisterModal
      register={useRegisterRef()}
      countries={site.countries}
      visitorCountry={site.visitorCountry}
      onClosed={() => void navigate({ to: "/" })}
    />
  );
}

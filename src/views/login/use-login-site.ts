import { shallowEqual } from "@xstate/react";
import { useMemo } from "react";
import { useAppActor, useAppSelector } from "../../app/app-context";
import type { LoginSite } from "./login-site";

/** The site's flags, countries and the root events the sign-in forms send. */
export function useLoginSite(): LoginSite {
  const app = useAppActor();
  const data = useAppSelector(
    ({ context }) => ({
      countries: context.countries,
      visitorCountry: context.system?.status.location.country ?? "",
      freePlay: context.system?.flags.FREEPLAY3 ?? false,
      directRegister: context.system?.flags.DIRECTREG3 ?? false,
    }),
    shallowEqual,
  );
  return useMemo(
    () => ({
      ...data,
      onForgotPassword: () => app.send({ type: "RECOVERY.OPEN" }),
      onFreePlay: () => app.send({ type: "FREEPLAY.START" }),
    }),
    [app, data],
  );
}

import { useLingui } from "@lingui/react/macro";
import { Checkbox } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { RegisterRef } from "./use-register-ref";

/** The 18+ and terms confirmation (REGISTER.AGREE): preset, and needed to register. */
export function RegisterConsent({ register }: { register: RegisterRef }) {
  const { t } = useLingui();
  const view = useSelector(
    register,
    (snapshot) => ({ agreed: snapshot.context.agreed, editing: snapshot.matches({ form: { entry: "editing" } }) }),
    shallowEqual,
  );
  return (
    <Checkbox
      label={t`I am over 18 and agree to the terms and privacy policy`}
      checked={view.agreed}
      disabled={!view.editing}
      onChange={(event) => register.send({ type: "REGISTER.AGREE", value: event.currentTarget.checked })}
    />
  );
}

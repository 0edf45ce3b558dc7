import { useLingui } from "@lingui/react/macro";
import { SegmentedControl } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { RegisterVariant } from "../../../contract";
import type { RegisterRef } from "./use-register-ref";

/** "By username" / "By mobile number" (REGISTER.VARIANT), only where the site allows registration by mobile. */
export function RegisterVariantSwitch({ register }: { register: RegisterRef }) {
  const { t } = useLingui();
  const view = useSelector(
    register,
    (snapshot) => ({
      shown: snapshot.context.flags.mobileRegistration,
      variant: snapshot.context.variant,
      editing: snapshot.matches({ form: { entry: "editing" } }),
    }),
    shallowEqual,
  );
  if (!view.shown) return null;
  return (
    <SegmentedControl
      aria-label={t`Registration method`}
      fullWidth
      size="xs"
      value={view.variant}
      disabled={!view.editing}
      data={[
        { value: "register", label: t`By username` },
        { value: "registerMobile", label: t`By mobile number` },
      ]}
      onChange={(value) => register.send({ type: "REGISTER.VARIANT", variant: value as RegisterVariant })}
    />
  );
}

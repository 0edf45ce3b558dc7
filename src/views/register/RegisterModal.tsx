import { useLingui } from "@lingui/react/macro";
import { Center, Loader } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { shallowEqual, useSelector } from "@xstate/react";
import type { Country } from "../../../contract";
import { isMachineSnapshot } from "../common/machine-child";
import { RegisterForm } from "./RegisterForm";
import { RegisterSettingsFailed } from "./RegisterSettingsFailed";
import type { RegisterRef } from "./use-register-ref";
import { FirstUseModal } from "../common/FirstUseModal";

interface RegisterModalProps {
  register: RegisterRef | undefined;
  /** For the dialling-code picker beside the mobile number. */
  countries?: readonly Country[];
  visitorCountry?: string;
  /** After REGISTER.CLOSE (the page leaves /register). */
  onClosed?: () => void;
}

const NO_COUNTRIES: readonly Country[] = [];

/** "Register": a loader while the settings load, their failure with Retry, else the form; closing sends REGISTER.CLOSE. */
export function RegisterModal({ register, countries = NO_COUNTRIES, visitorCountry = "", onClosed }: RegisterModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const view = useSelector(
    register,
    (snapshot) =>
      isMachineSnapshot(snapshot)
        ? {
            active: snapshot.status === "active",
            loading: snapshot.matches("loadingSettings") || snapshot.matches("checkingUrlAffiliate"),
            failed: snapshot.matches("settingsFailed"),
          }
        : undefined,
    shallowEqual,
  );
  let body = null;
  if (register && view?.loading) {
    body = (
      <Center py="xl">
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  } else if (register && view?.failed) {
    body = <RegisterSettingsFailed register={register} />;
  } else if (register && view) {
    body = <RegisterForm register={register} countries={countries} visitorCountry={visitorCountry} />;
  }
  return (
    <FirstUseModal
      opened={Boolean(register && view?.active)}
      onClose={() => {
        register?.send({ type: "REGISTER.CLOSE" });
        onClosed?.();
      }}
      title={t`Register`}
      centered
      size="md"
      fullScreen={phone}
    >
      {body}
    </FirstUseModal>
  );
}

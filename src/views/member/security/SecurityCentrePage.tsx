import type { SecurityProfile } from "../../../../contract";
import { useAppActor } from "../../../app/app-context";
import { MobileBindingForm } from "./MobileBindingForm";
import { PaymentPasswordForm } from "./PaymentPasswordForm";
import { SecurityCentre } from "./SecurityCentre";
import { useMobileBindingFlow, usePaymentPasswordFlow, useSecurityProfileFlow, type SecurityProfileRef } from "./use-security-flows";

/** The security centre with its flows (started when the page opens, stopped when it closes). */
export function SecurityCentrePage() {
  const app = useAppActor();
  const profile = useSecurityProfileFlow();
  return (
    <SecurityCentre
      profile={profile}
      mobileSection={(data) => <MobileFlow profile={profile} data={data} />}
      // A newly bound number opens the SMS way: the form starts again with it.
      paymentSection={(data) => <PaymentFlow key={String(data.mobile !== null)} profile={profile} data={data} />}
      onChangePassword={() => app.send({ type: "PASSWORD.OPEN" })}
    />
  );
}

function MobileFlow({ profile, data }: { profile: SecurityProfileRef; data: SecurityProfile }) {
  const flow = useMobileBindingFlow(profile, { countryDialingCode: data.countryDialingCode, mobileBound: data.mobile !== null });
  return <MobileBindingForm flow={flow} current={data.mobile} holdUntil={data.mobileRecoveryOpensAt} />;
}

function PaymentFlow({ profile, data }: { profile: SecurityProfileRef; data: SecurityProfile }) {
  const flow = usePaymentPasswordFlow(profile, { hasPaymentPassword: data.hasPaymentPassword, mobileBound: data.mobile !== null });
  return <PaymentPasswordForm flow={flow} />;
}

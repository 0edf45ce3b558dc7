import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { mobileBindingMachine, MobileBindingInput } from "../../../../machines/mobile-binding.machine";
import type { paymentPasswordMachine, PaymentPasswordInput } from "../../../../machines/payment-password.machine";
import type { securityProfileMachine } from "../../../../machines/security-profile.machine";
import { inspection } from "../../../app/inspection";
import { securityFlows } from "../../../app/security-flows";

export type SecurityProfileRef = ActorRefFrom<typeof securityProfileMachine>;
export type MobileBindingRef = ActorRefFrom<typeof mobileBindingMachine>;
export type PaymentPasswordRef = ActorRefFrom<typeof paymentPasswordMachine>;

// The page starts its flows when it opens and stops them when it closes.

export function useSecurityProfileFlow(): SecurityProfileRef {
  return useActorRef(securityFlows().profile, inspection("securityProfile"));
}

/** A bound number (and when recovery by it opens) goes to the profile's summary. */
export function useMobileBindingFlow(profile: SecurityProfileRef, input: MobileBindingInput): MobileBindingRef {
  const [logic] = useState(() =>
    securityFlows().mobileBinding.provide({
      actions: { mobileBound: (_, params) => profile.send({ type: "PROFILE.MOBILE_BOUND", mobile: params.mobile, recoveryOpensAt: params.recoveryOpensAt }) },
    }),
  );
  return useActorRef(logic, { input, ...inspection("mobileBinding") });
}

/** A set payment password goes to the profile's summary. */
export function usePaymentPasswordFlow(profile: SecurityProfileRef, input: PaymentPasswordInput): PaymentPasswordRef {
  const [logic] = useState(() =>
    securityFlows().paymentPassword.provide({ actions: { paymentPasswordSet: () => profile.send({ type: "PROFILE.PAYMENT_PASSWORD_SET" }) } }),
  );
  return useActorRef(logic, { input, ...inspection("paymentPassword") });
}

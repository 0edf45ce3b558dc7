import { mobileBindingMachine } from "../../machines/mobile-binding.machine";
import { paymentPasswordMachine } from "../../machines/payment-password.machine";
import { securityProfileMachine } from "../../machines/security-profile.machine";
import { smsCodeMachine } from "../../machines/sms-code.machine";
import type { ApiClient } from "../api/http-client";
import { flowsPerApp } from "./page-deps";
import { createSecurityActors } from "./security-actors";

/**
 * The security centre's machines with the app's actors. The page starts them when it opens; what the mobile and
 * payment-password flows change reaches the profile's summary through the actions the page provides (`mobileBound`,
 * `paymentPasswordSet`). One code machine serves every code: to the new number, the bound number and the current e-mail.
 */
export function createSecurityFlows(api: ApiClient, onMemberChanged: () => void = () => undefined) {
  const a = createSecurityActors(api, onMemberChanged);
  const smsCode = smsCodeMachine.provide({ actors: { sendSmsCode: a.sendSmsCode } });
  return {
    profile: securityProfileMachine.provide({ actors: { loadProfile: a.loadProfile, saveProfile: a.saveProfile, smsCode } }),
    mobileBinding: mobileBindingMachine.provide({ actors: { bindMobile: a.bindMobile, smsCode } }),
    paymentPassword: paymentPasswordMachine.provide({ actors: { setPaymentPassword: a.setPaymentPassword, smsCode } }),
  };
}

export type SecurityFlows = ReturnType<typeof createSecurityFlows>;

const flowsOfApp = flowsPerApp((deps) => createSecurityFlows(deps.api, () => deps.onMemberChanged?.()));

export function securityFlows(): SecurityFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("security flows are created with the app actor");
  return flows;
}

import { fromPromise } from "xstate";
import type { BindMobileAnswer, BindMobileRequest, PaymentPasswordRequest, SaveProfileRequest, SecurityProfile, SmsCodeAnswer } from "../../contract";
import type { ApiClient } from "../api/http-client";
import type { SmsSendRequest } from "../../machines/sms-code.machine";

/**
 * A code for a signed-in member: to the number being bound; to the bound one (payment password, or `oldMobile`
 * confirming a change of it); or mailed to the current e-mail (`changeEmail`).
 */
export function requestMemberSmsCode(api: ApiClient, input: SmsSendRequest, signal: AbortSignal): Promise<SmsCodeAnswer> {
  if (input.purpose === "bindMobile") {
    return api.request("memberSmsCode", { body: { purpose: "bindMobile", mobileNum: input.mobileNum, countryDialingCode: input.countryDialingCode }, signal });
  }
  if (input.purpose === "changeEmail") return api.request("memberEmailCode", { body: { purpose: "changeEmail" }, signal });
  return api.request("memberSmsCode", { body: { purpose: input.purpose === "oldMobile" ? "oldMobile" : "paymentPassword" }, signal });
}

/** The security centre flows' actors on the API client; a saved profile may carry a new nickname (`onMemberChanged`). */
export function createSecurityActors(api: ApiClient, onMemberChanged: () => void = () => undefined) {
  return {
    loadProfile: fromPromise<SecurityProfile, void>(({ signal }) => api.request("securityProfile", { signal })),
    saveProfile: fromPromise<SecurityProfile, SaveProfileRequest>(async ({ input, signal }) => {
      const saved = await api.request("saveProfile", { body: input, signal });
      onMemberChanged();
      return saved;
    }),
    bindMobile: fromPromise<BindMobileAnswer, BindMobileRequest>(({ input, signal }) => api.request("bindMobile", { body: input, signal })),
    setPaymentPassword: fromPromise<void, PaymentPasswordRequest>(async ({ input, signal }) => {
      await api.request("setPaymentPassword", { body: input, signal });
    }),
    sendSmsCode: fromPromise<SmsCodeAnswer, SmsSendRequest>(({ input, signal }) => requestMemberSmsCode(api, input, signal)),
  };
}

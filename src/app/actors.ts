import { solveHumanChallenge } from "./human-challenge";
import { requestMemberSmsCode } from "./security-actors";
import { fromPromise } from "xstate";
import {
  flattenWhitelabel,
  registerSettingsSchema,
  roleOfType,
  type Announcements,
  type Balance,
  type ChangePasswordRequest,
  type Country,
  type ForgotPasswordEmailRequest,
  type LoginAnswer,
  type ResetPasswordByPhoneRequest,
  type SmsCodeAnswer,
} from "../../contract";
import type { AckRealityCheckRequest, RealityCheck, SetRealityCheckRequest } from "../../contract/reality-check";
import type { SystemData } from "../../machines/app.machine";
import type { IpVerificationCredentials, LoginCredentials } from "../../machines/login.machine";
import type { RestoredSession } from "../../machines/session-role";
import type { SmsSendRequest } from "../../machines/sms-code.machine";
import { DEFAULT_PASSWORD_RULE, type PasswordRule } from "../../machines/validation";
import type { ApiClient } from "../api/http-client";
import { deviceId } from "./device-id";
import { redeemPendingHandover } from "./handover";
import type { FirebaseSms } from "./providers/firebase-sms";
import { providerError } from "./providers/provider-errors";
import { localStore, sessionCache, sessionStore } from "./storage";

/** The real implementations of the machines' actors, on the API client. */
export function createActors(api: ApiClient, host: () => string, firebase: FirebaseSms) {
  return {
    loadSystem: fromPromise<SystemData, void>(async ({ signal }) => {
      const [status, domain] = await Promise.all([api.request("systemStatus", { signal }), api.request("domainRoute", { query: { host: host() }, signal })]);
      sessionStore.set("merchant", domain.merchantCode);
      sessionStore.set("merchantCode", domain.merchantCode);
      localStore.set("merchantCode", domain.merchantCode);
      return { status, domain, flags: flattenWhitelabel(status.info.whitelabel) };
    }),
    // Only a running site asks (maintenance refuses the call); the dialling-code picker lives without the list.
    loadCountries: fromPromise<Country[], void>(({ signal }) => api.request("countries", { signal }).catch((): Country[] => [])),
    restoreSession: fromPromise<RestoredSession, void>(async ({ signal }) => {
      // Arrived from the connection chooser: the one-time code becomes this address's session first.
      await redeemPendingHandover(api, signal);
      const member = await api.request("memberInfo", { signal });
      const role = roleOfType(member.type);
      if (role) {
        sessionStore.set("account", member.account);
        sessionStore.set("username", member.userName);
        sessionStore.set("nickname", member.nickname ?? "");
        sessionStore.set("customerId", String(member.id));
        sessionStore.set("isAgent", String(role === "agent"));
      }
      return { member, role };
    }),
    fetchUnreadCount: fromPromise<number, void>(async ({ signal }) => (await api.request("unreadCount", { signal })).count),
    /** Missions done and not yet claimed, daily and weekly. */
    fetchMissionCount: fromPromise<number, void>(async ({ signal }) => {
      const { daily, weekly } = await api.request("missionSummary", { signal });
      return [...daily.missions, ...weekly.missions].filter((m) => m.status === "done").length;
    }),
    fetchRealityCheck: fromPromise<RealityCheck, void>(({ signal }) => api.request("realityCheck", { signal })),
    setRealityCheck: fromPromise<RealityCheck, SetRealityCheckRequest>(({ input, signal }) => api.request("setRealityCheck", { body: input, signal })),
    ackRealityCheck: fromPromise<RealityCheck, AckRealityCheckRequest>(({ input, signal }) => api.request("ackRealityCheck", { body: input, signal })),
    logout: fromPromise<void, void>(async ({ signal }) => {
      await api.request("logout", { signal });
    }),
    fetchBalance: fromPromise<Balance, void>(({ signal }) => api.request("balance", { query: { typeId: 0 }, signal })),
    login: fromPromise<LoginAnswer, LoginCredentials>(({ input, signal }) =>
      api.request("login", {
        body:
          input.mode === "sms"
            ? { type: "sms", username: "", password: "", mobileNum: input.mobileNum, countryDialingCode: input.countryDialingCode, verificationCode: input.verificationCode, loginDeviceId: deviceId() }
            : { type: "username", username: input.username, password: input.password, captcha: input.captcha, loginDeviceId: deviceId() },
        signal,
      }),
    ),
    verifyIpLogin: fromPromise<LoginAnswer, IpVerificationCredentials>(({ input, signal }) =>
      api.request("ipVerificationLogin", { body: { ticket: input.ticket, verificationCode: input.verificationCode, loginDeviceId: deviceId() }, signal }),
    ),
    fetchCaptcha: fromPromise<string, void>(({ signal }) => api.request("captcha", { query: { t: Date.now() }, signal })),
    sendSmsCode: fromPromise<SmsCodeAnswer, SmsSendRequest>(async ({ input, signal }) => {
      const { mobileNum, countryDialingCode, purpose } = input;
      // Firebase codes live one minute in the countdown (sms-code.machine.ts), whatever their real lifetime.
      if (input.provider === "firebase") {
        return firebase.send({ mobileNum, countryDialingCode }, signal).then(
          () => ({ expiredMinutes: 1 }),
          (error: unknown) => Promise.reject(providerError(error)),
        );
      }
      if (purpose === "register" || purpose === "registerMobile") {
        // A code to a number nobody owns yet: the bot check of spec.md section 7 (human verification) goes with it.
        const humanVerification = await solveHumanChallenge(await api.request("humanChallenge", { signal }), signal);
        return api.request("registerSmsCode", { body: { countryDialingCode, mobileNo: mobileNum, type: purpose, humanVerification }, signal });
      }
      // A sign-in from an unknown address: the ticket (earned by the right password) names the member's own number.
      if (purpose === "ipVerification") return api.request("ipVerificationSmsCode", { body: { ticket: input.ticket ?? "" }, signal });
      if (purpose === "bindMobile" || purpose === "paymentPassword" || purpose === "oldMobile" || purpose === "changeEmail") return requestMemberSmsCode(api, input, signal);
      // No session stands behind a login or recovery code: the bot check goes with it too (docs/security-senders.md).
      const humanVerification = await solveHumanChallenge(await api.request("humanChallenge", { signal }), signal);
      return api.request("loginSmsCode", { body: { mobileNum, countryDialingCode, purpose, humanVerification }, signal });
    }),
    loadPasswordRule: fromPromise<PasswordRule, void>(async ({ signal }) => {
      const settings = await sessionCache.through("validate", registerSettingsSchema, () => api.request("registerSettings", { signal }));
      return settings.password ?? DEFAULT_PASSWORD_RULE;
    }),
    changePassword: fromPromise<void, ChangePasswordRequest>(async ({ input, signal }) => {
      await api.request("changePassword", { body: input, signal });
    }),
    sendResetEmail: fromPromise<void, ForgotPasswordEmailRequest>(async ({ input, signal }) => {
      // No session stands behind the recovery mail: the bot check goes with it.
      const humanVerification = await solveHumanChallenge(await api.request("humanChallenge", { signal }), signal);
      await api.request("forgotPasswordByEmail", { body: { ...input, humanVerification }, signal });
    }),
    resetByPhone: fromPromise<LoginAnswer, ResetPasswordByPhoneRequest>(({ input, signal }) => api.request("resetPasswordByPhone", { body: input, signal })),
    startFreePlay: fromPromise<LoginAnswer, void>(({ signal }) => api.request("freePlay", { body: { os: navigatorOs(), platform: "W" }, signal })),
    fetchAnnouncements: fromPromise<Announcements, void>(({ signal }) =>
      api.request("announcements", { query: { types: "B,PL,PU,PR,H", platform: "W", execution: "B" }, signal }),
    ),
  };
}

/** The operating system the free-play call reports. */
function navigatorOs(): string {
  const agent = typeof navigator === "undefined" ? "" : navigator.userAgent;
  if (/Android/i.test(agent)) return "android";
  if (/iPhone|iPad|iPod/i.test(agent)) return "ios";
  if (/Windows/i.test(agent)) return "windows";
  if (/Mac OS/i.test(agent)) return "mac";
  return "other";
}

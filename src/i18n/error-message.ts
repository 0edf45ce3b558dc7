import { msg } from "@lingui/core/macro";
import { i18n, type MessageDescriptor } from "@lingui/core";
import type { ErrorInfo } from "../../contract";
import { limitReachedMessage } from "./limit-messages";
import { siteTimeParts } from "./site-time";

/** Platform error codes with a catalogue message of their own (spec.md section 8), shown in the user's language. */
const CODE_MESSAGES: Record<string, MessageDescriptor> = {
  PASSWORD_INCORRECT: msg`Username or password incorrect`,
  USER_NOT_EXIST: msg`Username or password incorrect`,
  CAPTCHA_REQUIRED: msg`Please enter the captcha`,
  // The site's own image captcha (login, registration); the phone provider's check has its own message.
  CAPTCHA_INVALID: msg`The captcha is incorrect`,
  PROVIDER_CAPTCHA_INVALID: msg`Invalid captcha or non-whitelisted domain`,
  NON_MEMBER_ACCOUNT: msg`Non-member account unable to login`,
  NON_AGENT: msg`Non-agents cannot log in`,
  IP_VERIFICATION_REQUIRED: msg`Login from an unregistered IP requires extra verification`,
  IP_VERIFICATION_EXPIRED: msg`The verification has expired, please log in again`,
  // Affiliate application; AFFILIATE_FIELD_INVALID has none: the server's message names the field.
  AFFILIATE_RATE_LIMITED: msg`Too many applications sent, please try again later`,
  AFFILIATE_NOT_ELIGIBLE: msg`This account cannot apply to become an affiliate`,
  TOO_MANY_ATTEMPTS: msg`Too many failed attempts, please try again later`,
  SMS_TOO_MANY_REQUESTS: msg`Too many requests, try again after 5 minutes`,
  // The sender policy (docs/security-senders.md); the server's own message says the same in the request's language.
  SEND_LIMIT_MEMBER: msg`Too many codes asked for by this account: try again in an hour`,
  SEND_LIMIT_ADDRESS: msg`Too many codes asked for from this network: try again later`,
  SEND_LIMIT_DESTINATION: msg`Too many mails to this address: try again later`,
  SEND_BUSY: msg`Too many codes are being sent right now: try again in a minute`,
  CHAT_TOO_MANY: msg`Too many chats opened from this network: try again later`,
  PHONE_INVALID: msg`Invalid phone number format, please enter a valid phone number`,
  SMS_CODE_INVALID: msg`Verification code not valid`,
  SMS_CODE_MISSING: msg`Verification code missing`,
  SMS_CODE_EXPIRED: msg`Code expired, send again`,
  SMS_QUOTA: msg`Quota not sufficient, contact customer service`,
  FUNCTION_NOT_ENABLED: msg`Function not enabled, contact customer service`,
  FREEPLAY_DISABLED: msg`Function not enabled, contact customer service`,
  PROVIDER_POPUP_CLOSED: msg`Login failure, try again`,
  SOCIAL_LOGIN_FAILED: msg`Login failure, try again`,
  VERIFICATION_REQUIRED: msg`Please complete verification first`,
  USER_EMAIL_NOT_EXIST: msg`Username/Email does not exist`,
  RESET_LINK_INVALID: msg`This reset link is not valid or was already used. Ask for a new one.`,
  RESET_LINK_EXPIRED: msg`This reset link has expired. Ask for a new one.`,
  PASSWORD_RESET_LOGIN_AGAIN: msg`Password reset success, please log in again`,
  OLD_PASSWORD_INCORRECT: msg`The old password is incorrect`,
  INVALID_INVITATION_CODE: msg`Invalid invitation code`,
  USERNAME_EXISTS: msg`This username is already taken`,
  MOBILE_EXISTS: msg`This mobile number is already registered`,
  HUMAN_VERIFICATION_FAILED: msg`Please complete verification first`,
  // FIELD_INVALID has none: the server's message (in the user's language) names the field and the rule.
  GAME_MAINTENANCE: msg`The game is under maintenance, try one of these popular games`,
  REAL_ACCOUNT_REQUIRED: msg`A real account is needed`,
  GAME_NOT_FOUND: msg`Unknown error`,
  REBATE_ALREADY_CLAIMED: msg`This rebate was already claimed; the page now shows what is due`,
  REBATE_NOTHING_DUE: msg`There is no rebate to claim`,
  UNKNOWN_MEMBER_TYPE: msg`Unknown error`,
  UNKNOWN_SYSTEM_STATUS: msg`Unknown error`,
  // Messages and missions (contract/messages.ts).
  MESSAGE_NOT_FOUND: msg`This message no longer exists`,
  MISSION_NOT_FOUND: msg`This mission no longer exists`,
  MISSION_NOT_DONE: msg`This mission is not completed yet`,
  MISSION_ALREADY_CLAIMED: msg`The reward of this mission was already claimed`,
  MISSION_CLOSED: msg`This mission period has ended`,
  // Re-authentication of security changes (docs/security-accounts.md); the locks and holds below read their value.
  LOGIN_PASSWORD_REQUIRED: msg`Enter your login password to confirm this change`,
  LOGIN_PASSWORD_INCORRECT: msg`The login password is incorrect`,
  // Safer play (contract/safer-play.ts); the limit refusals read their value (limit-messages.ts).
  NO_PENDING_LIMIT_CHANGE: msg`That change is no longer pending: it has taken effect or was cancelled`,
  LIMIT_OUT_OF_RANGE: msg`The amount is outside the range a limit may take`,
};

/** The browser's clock time (HH:mm) of an ISO instant in an error's value (`{ until }`), if it holds one. */
function unlockTime(value: unknown): string | undefined {
  const until = typeof value === "object" && value !== null && "until" in value ? (value as { until: unknown }).until : undefined;
  const at = typeof until === "string" ? new Date(until) : undefined;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
}

/** The recovery channel an error's value names (`{ channel }`), if it names one. */
function channelOf(value: unknown): "mobile" | "email" | undefined {
  const channel = typeof value === "object" && value !== null && "channel" in value ? (value as { channel: unknown }).channel : undefined;
  return channel === "mobile" || channel === "email" ? channel : undefined;
}

/** When a held recovery opens (`{ opensAt }`), on the site's clock in the current language, if the value holds it. */
function opensAtOf(value: unknown): { time: string; date: string } | undefined {
  const opensAt = typeof value === "object" && value !== null && "opensAt" in value ? (value as { opensAt: unknown }).opensAt : undefined;
  if (typeof opensAt !== "string" || Number.isNaN(new Date(opensAt).getTime())) return undefined;
  return siteTimeParts(opensAt, i18n.locale ?? "en");
}

/** The re-authentication refusals whose text depends on their value (the channel, the time a lock or hold ends). */
function reauthMessage(error: ErrorInfo): MessageDescriptor | undefined {
  const channel = channelOf(error.value);
  switch (error.errorCode) {
    case "LOGIN_PASSWORD_LOCKED": {
      const time = unlockTime(error.value);
      return time
        ? msg`Too many wrong login passwords. Security changes are locked for 15 minutes; try again after ${time}.`
        : msg`Too many wrong login passwords. Security changes are locked for 15 minutes; try again later.`;
    }
    case "OLD_CHANNEL_CODE_INVALID":
      if (channel === "mobile") return msg`Enter the code sent to your current mobile number: the code given is missing or not valid.`;
      if (channel === "email") return msg`Enter the code sent to your current e-mail: the code given is missing or not valid.`;
      return msg`Enter the code sent to your current mobile number or e-mail: the code given is missing or not valid.`;
    case "OLD_CHANNEL_CODE_EXPIRED":
      if (channel === "email") return msg`The code sent to your current e-mail has expired. Send a new one.`;
      return msg`The code sent to your current mobile number has expired. Send a new one.`;
    case "RECOVERY_HELD": {
      const opens = opensAtOf(error.value);
      if (!opens) return channel === "email" ? msg`Recovery by this e-mail is held for 24 hours after it changed.` : msg`Recovery by this mobile number is held for 24 hours after it changed.`;
      const { time, date } = opens;
      return channel === "email"
        ? msg`Recovery by this e-mail opens at ${time} on ${date}: it was changed less than 24 hours ago.`
        : msg`Recovery by this mobile number opens at ${time} on ${date}: it was changed less than 24 hours ago.`;
    }
    default:
      return undefined;
  }
}

/** The catalogue message (spec.md section 8) for an error; the server's own text when the catalogue has none. */
export function errorMessage(error: ErrorInfo): MessageDescriptor | string {
  if (error.errorCode === "PAYMENT_PASSWORD_LOCKED" && error.kind === "server") {
    const time = unlockTime(error.value);
    return time ? msg`Too many wrong payment passwords. The payment password is locked; try again after ${time}.` : msg`Too many wrong payment passwords. The payment password is locked for a while; try again later.`;
  }
  const reauth = error.kind === "server" ? (reauthMessage(error) ?? limitReachedMessage(error)) : undefined;
  if (reauth) return reauth;
  const byCode = error.errorCode ? CODE_MESSAGES[error.errorCode] : undefined;
  if (byCode && (error.kind === "server" || error.kind === "malformed" || error.kind === "http")) return byCode;
  switch (error.kind) {
    case "network":
      return msg`Network link is abnormal, please try again`;
    case "timeout":
      return msg`The page took longer to load, please check your network`;
    case "unauthorized":
      return msg`You are not logged in, please login`;
    case "maintenance":
      return msg`The system is under maintenance`;
    case "http":
      return error.status !== undefined && error.status >= 500
        ? msg`Network link is abnormal, please try again`
        : (error.message ?? msg`Unknown error`);
    case "server":
      return error.message || error.errorCode || msg`Unknown error`;
    case "malformed":
    case "unknown":
      return msg`Unknown error`;
  }
}

/**
 * The server's own message first (spec.md sections 7 and 8: a failed SMS send shows the server's message, which the
 * server wrote in the request's language); the catalogue's when the server gave none or the call never reached it.
 */
export function serverMessageFirst(error: ErrorInfo): MessageDescriptor | string {
  const fromServer = error.kind === "server" || (error.kind === "http" && (error.status ?? 0) < 500);
  if (fromServer && error.message?.trim()) return error.message;
  return errorMessage(error);
}

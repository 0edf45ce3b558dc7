import * as z from "zod/mini";

/** Every JSON answer of the platform: `{ success, value, message, errorCode }`. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.optional(z.nullable(z.string())),
  errorCode: z.optional(z.nullable(z.string())),
});
export type Envelope<T = unknown> = {
  success: boolean;
  value?: T;
  message?: string | null;
  errorCode?: string | null;
};

/** Error codes the reference server and the live platform are known to use. */
export const ErrorCode = {
  notLoggedIn: "login.not.session",
  maintenance: "function.not.available",
  systemBusy: "system busy",
  userNotExist: "USER_NOT_EXIST",
  passwordIncorrect: "PASSWORD_INCORRECT",
  captchaRequired: "CAPTCHA_REQUIRED",
  captchaInvalid: "CAPTCHA_INVALID",
  domainInvalid: "DOMAIN_INVALID",
  invalidRequest: "INVALID_REQUEST",
  decryptFailed: "DECRYPT_FAILED",
  /** A login of an account that is not a member account (spec.md: "Non-member account unable to login"). */
  nonMember: "NON_MEMBER_ACCOUNT",
  /** A login from an address the account has not used: extra verification needed. */
  ipVerification: "IP_VERIFICATION_REQUIRED",
  /** The IP-verification ticket is unknown, used, from another address or older than its 10 minutes: log in again. */
  ipVerificationExpired: "IP_VERIFICATION_EXPIRED",
  /** Affiliate application (affiliate-application.ts): a field breaks its rule (the message names it). */
  affiliateFieldInvalid: "AFFILIATE_FIELD_INVALID",
  /** Affiliate application: too many from this address or this member within the hour. */
  affiliateRateLimited: "AFFILIATE_RATE_LIMITED",
  /** Affiliate application by an agent (already one) or a trial account. */
  affiliateNotEligible: "AFFILIATE_NOT_ELIGIBLE",
  tooManyAttempts: "TOO_MANY_ATTEMPTS",
  /** An encrypted body that was already used (a replay): the client encrypts every request afresh. */
  requestReplayed: "REQUEST_REPLAYED",
  /** Too many wrong payment passwords: locked until `value.until` (ISO time). */
  paymentPasswordLocked: "PAYMENT_PASSWORD_LOCKED",
  smsTooMany: "SMS_TOO_MANY_REQUESTS",
  /** The sender policy (docs/security-senders.md): the member asked for too many codes within the hour. */
  sendLimitMember: "SEND_LIMIT_MEMBER",
  /** The sender policy: too many codes or mails from the client's address within the hour. */
  sendLimitAddress: "SEND_LIMIT_ADDRESS",
  /** The sender policy: a mail to the same address within the minute, or too many within the hour. */
  sendLimitDestination: "SEND_LIMIT_DESTINATION",
  /** The sender policy: everyone together reached the overall ceiling; try again in a minute. */
  sendBusy: "SEND_BUSY",
  smsCodeInvalid: "SMS_CODE_INVALID",
  smsCodeExpired: "SMS_CODE_EXPIRED",
  smsCodeMissing: "SMS_CODE_MISSING",
  phoneInvalid: "PHONE_INVALID",
  verificationRequired: "VERIFICATION_REQUIRED",
  userEmailNotExist: "USER_EMAIL_NOT_EXIST",
  oldPasswordIncorrect: "OLD_PASSWORD_INCORRECT",
  passwordRule: "PASSWORD_RULE",
  /** A reset link that is unknown, already used, replaced by a newer one or out of tries. */
  resetLinkInvalid: "RESET_LINK_INVALID",
  /** A reset link older than its 30 minutes. */
  resetLinkExpired: "RESET_LINK_EXPIRED",
  freePlayDisabled: "FREEPLAY_DISABLED",
  /** A session hand-over code that is unknown, already used or older than its minute. */
  handoverInvalid: "HANDOVER_INVALID",
  functionDisabled: "FUNCTION_NOT_ENABLED",
  /** Registration: the invitation (affiliate) code is unknown on this domain. */
  invalidInvitation: "INVALID_INVITATION_CODE",
  usernameTaken: "USERNAME_EXISTS",
  mobileTaken: "MOBILE_EXISTS",
  /** Registration: the human-verification proof is missing, wrong, expired or used. */
  humanVerificationFailed: "HUMAN_VERIFICATION_FAILED",
  /** Registration: a field breaks the register settings; `value` is `{ field, rule }` (see registerFieldFaultSchema). */
  fieldInvalid: "FIELD_INVALID",
  termsRequired: "TERMS_REQUIRED",
  /** Social sign-in: the provider's assertion is missing, forged or expired. */
  socialLoginFailed: "SOCIAL_LOGIN_FAILED",
  /** Social sign-in: the person closed the provider's window ("login failure, try again"). */
  popupClosed: "PROVIDER_POPUP_CLOSED",
  /** Registration with a Firebase-verified number an account already has: choose link or new (providers.ts). */
  firebaseLinkChoice: "FIREBASE_LINK_CHOICE",
  /** The Firebase ID token is missing, forged, expired, or for another number. */
  firebaseTokenInvalid: "FIREBASE_TOKEN_INVALID",
  /** A Firebase identity is linked to an account for good. */
  firebaseAlreadyLinked: "FIREBASE_ALREADY_LINKED",
  /** Money calls (wallet.ts). */
  idempotencyKeyRequired: "IDEMPOTENCY_KEY_REQUIRED",
  idempotencyKeyReused: "IDEMPOTENCY_KEY_REUSED",
  insufficientBalance: "INSUFFICIENT_BALANCE",
  amountOutOfRange: "AMOUNT_OUT_OF_RANGE",
  walletUnknown: "WALLET_UNKNOWN",
  paymentPasswordIncorrect: "PAYMENT_PASSWORD_INCORRECT",
  bankAccountRequired: "BANK_ACCOUNT_REQUIRED",
  dailyLimitReached: "DAILY_LIMIT_REACHED",
  requestNotFound: "REQUEST_NOT_FOUND",
  requestClosed: "REQUEST_CLOSED",
  proofInvalid: "PROOF_INVALID",
  /** Feedback (help.ts): content outside the bounds, a guest without contact, markup in text, images refused, too many sends. */
  feedbackContent: "FEEDBACK_CONTENT",
  feedbackContact: "FEEDBACK_CONTACT",
  feedbackText: "FEEDBACK_TEXT",
  imageTooBig: "IMAGE_TOO_BIG",
  imageTooMany: "IMAGE_TOO_MANY",
  imageInvalid: "IMAGE_INVALID",
  feedbackRateLimited: "FEEDBACK_RATE_LIMITED",
  noUpline: "NO_UPLINE",
  trialNotAllowed: "TRIAL_NOT_ALLOWED",
  ticketInvalid: "TICKET_INVALID",
  /** Launch: the game is under maintenance (the client suggests popular games). */
  gameMaintenance: "GAME_MAINTENANCE",
  /** Launch by a trial account: a real account is needed. */
  realAccountRequired: "REAL_ACCOUNT_REQUIRED",
  gameNotFound: "GAME_NOT_FOUND",
  /** Manual rebate (referral.ts): a claim was made since the version the member was shown. */
  rebateAlreadyClaimed: "REBATE_ALREADY_CLAIMED",
  /** Manual rebate: no unrebated valid bet in a category with a rebate. */
  rebateNothingDue: "REBATE_NOTHING_DUE",
  /** Agent programme (agent.ts). An agent-centre call by a non-agent. */
  agentOnly: "AGENT_ONLY",
  /** The counterparty is not the caller's direct downline (contract offer, transfer to downline). */
  notDirectDownline: "NOT_DIRECT_DOWNLINE",
  /** The kind's contracts may not be held by this downline (a dividend to a non-agent, anything to a trial account). */
  downlineNotEligible: "DOWNLINE_NOT_ELIGIBLE",
  /** The rate is outside the kind's range; `value` is `{ min, max }`. */
  rateOutOfRange: "RATE_OUT_OF_RANGE",
  /** The rate has more decimals than the kind allows; `value` is `{ decimals }`. */
  rateTooManyDecimals: "RATE_TOO_MANY_DECIMALS",
  /** Below the top, an agent may offer at most their own active rate of the kind (`value` `{ max }`), and needs one. */
  rateAboveOwn: "RATE_ABOVE_OWN",
  contractNotFound: "CONTRACT_NOT_FOUND",
  /** The contract already ended (withdrawn, rejected, terminated, ended); `value` is the contract as it is now. */
  contractClosed: "CONTRACT_CLOSED",
  /** Someone changed the contract since the version the caller saw; `value` is the contract as it is now. */
  contractVersionConflict: "CONTRACT_VERSION_CONFLICT",
  /** The action is not the caller's to take in this state (e.g. the upline accepting its own offer). */
  contractActionNotAllowed: "CONTRACT_ACTION_NOT_ALLOWED",
  /** An offer of the same kind to the same downline is already waiting for an answer. */
  contractPendingExists: "CONTRACT_PENDING_EXISTS",
  /** The offer would end contracts: repeat it with `confirmEnds: true`; `value` is `{ ends }`. */
  contractConfirmRequired: "CONTRACT_CONFIRM_REQUIRED",
  /** Security centre: the real name is set and cannot be changed. */
  realNameLocked: "REAL_NAME_LOCKED",
  /** Security centre: changing the payment password needs the old one or an SMS code; a code needs a bound mobile. */
  mobileRequired: "MOBILE_REQUIRED",
  /**
   * Re-authentication (security.ts): a security change (mobile, e-mail, payment password) without the current login
   * password, with a wrong one, or after 5 wrong ones within 15 minutes (locked until `value.until`, ISO time).
   */
  loginPasswordRequired: "LOGIN_PASSWORD_REQUIRED",
  loginPasswordIncorrect: "LOGIN_PASSWORD_INCORRECT",
  loginPasswordLocked: "LOGIN_PASSWORD_LOCKED",
  /** The code sent to the channel already bound (the old mobile or e-mail) is missing, wrong, used or expired; `value` is `{ channel }`. */
  oldChannelCodeInvalid: "OLD_CHANNEL_CODE_INVALID",
  oldChannelCodeExpired: "OLD_CHANNEL_CODE_EXPIRED",
  /** Recovery through a channel changed less than 24 hours ago; `value` is `{ channel, opensAt }` (ISO time). */
  recoveryHeld: "RECOVERY_HELD",
  /** Live chat (chat.ts): a guest's nickname breaks the rule (2 to 20 letters, digits, spaces, `._'-`). */
  chatNicknameInvalid: "CHAT_NICKNAME_INVALID",
  /** Live chat: too many guest chats opened from one address within the hour. */
  chatTooMany: "CHAT_TOO_MANY",
  chatRoomNotFound: "ROOM_NOT_FOUND",
  /** The model's room takes no messages now. */
  chatRoomClosed: "ROOM_CLOSED",
  /** The lucky wheel was already spun this Bangkok day (mini-game.ts). */
  wheelAlreadySpun: "WHEEL_ALREADY_SPUN",
} as const;

import * as z from "zod/mini";
import {
  changePasswordRequestSchema,
  countriesSchema,
  forgotPasswordEmailRequestSchema,
  freePlayRequestSchema,
  resetPasswordByLinkRequestSchema,
  resetPasswordByPhoneRequestSchema,
  resetTokenAnswerSchema,
  resetTokenRequestSchema,
  smsCodeAnswerSchema,
  smsCodeRequestSchema,
} from "./auth";
import { announcementsSchema } from "./content";
import {
  firebaseIdTokenSchema,
  firebaseSendAnswerSchema,
  firebaseSendRequestSchema,
  firebaseVerifyRequestSchema,
  simOAuthAssertionSchema,
  simOAuthAssertRequestSchema,
  socialLoginRequestSchema,
} from "./providers";
import {
  favouriteIdsSchema,
  favouriteRequestSchema,
  gamePageSchema,
  hotGamesSchema,
  hotMatchesSchema,
  launchAnswerSchema,
  lotteryMenusSchema,
  openedNumeroSchema,
  rankListSchema,
  vendorLanesSchema,
} from "./games";
import { affiliateCheckRequestSchema, humanChallengeSchema, registerRequestSchema, registerSmsCodeRequestSchema } from "./register";
import { balanceSchema, handoverIssueAnswerSchema, handoverRedeemAnswerSchema, handoverRedeemRequestSchema, loginAnswerSchema, loginRequestSchema, memberInfoSchema, unreadCountSchema } from "./member";
import { domainRouteSchema, registerSettingsSchema, systemStatusSchema, whitelabelTreeSchema } from "./system";
import { call } from "./call";
import { ipVerificationCalls } from "./ip-verification";
import { redEnvelopeEventSchema } from "./red-envelope";

const nothing = z.optional(z.nullable(z.unknown()));

/**
 * The calls of a visitor's first screen, and of signing in, registering and a member's header: the client has their
 * schemas from the start. The rest are in later-calls.ts, which the client loads on the first call to one of them.
 */
export const firstCalls = {
  systemStatus: call({ method: "GET", path: "/wps/system/status", module: "COMM3", access: "guest", value: systemStatusSchema }),
  domainRoute: call({ method: "GET", path: "/wps/system/domainRoute", module: "COMM3", access: "guest", value: domainRouteSchema }),
  whitelabel: call({ method: "GET", path: "/wps/system/whitelabel", module: "COMM3", access: "guest", value: whitelabelTreeSchema }),
  registerSettings: call({ method: "GET", path: "/wps/system/setting/register", module: "REG3", access: "guest", value: registerSettingsSchema }),
  rsaKey: call({ method: "GET", path: "/wps/session/key/rsa", module: "COMM3", access: "guest", value: z.string().check(z.regex(/^[0-9a-fA-F]+$/)) }),
  captcha: call({ method: "GET", path: "/wps/captcha", module: "CAPTCHA3", access: "guest", value: z.string() }),
  login: call({ method: "POST", path: "/wps/session/login", module: "COMM3", access: "guest", encrypted: true, body: loginRequestSchema, value: loginAnswerSchema }),
  logout: call({ method: "DELETE", path: "/wps/session/logout", module: "COMM3", access: "member", value: nothing }),
  handoverIssue: call({ method: "POST", path: "/wps/session/handover", module: "COMM3", access: "member", value: handoverIssueAnswerSchema }),
  handoverRedeem: call({ method: "POST", path: "/wps/session/handover/redeem", module: "COMM3", access: "guest", body: handoverRedeemRequestSchema, value: handoverRedeemAnswerSchema }),
  memberInfo: call({ method: "GET", path: "/wps/member/info", module: "COMM3", access: "member", value: memberInfoSchema }),
  balance: call({ method: "GET", path: "/wps/v2/wallets/balance", module: "FUNDTRANS3", access: "member", value: balanceSchema }),
  unreadCount: call({ method: "GET", path: "/wps/relay/CSP_unreadCount", module: "INBOX3", access: "member", value: unreadCountSchema }),
  countries: call({ method: "GET", path: "/wps/system/countries", module: "COMM3", access: "guest", value: countriesSchema }),
  loginSmsCode: call({ method: "POST", path: "/wps/verification/sms/noLogin", module: "COMM3", access: "guest", body: smsCodeRequestSchema, value: smsCodeAnswerSchema }),
  changePassword: call({ method: "POST", path: "/wps/member/password", module: "COMM3", access: "member", encrypted: true, body: changePasswordRequestSchema, value: nothing }),
  forgotPasswordByEmail: call({ method: "POST", path: "/wps/member/password/email", module: "COMM3", access: "guest", form: true, body: forgotPasswordEmailRequestSchema, value: nothing }),
  resetPasswordByPhone: call({ method: "POST", path: "/wps/member/password/verification", module: "COMM3", access: "guest", encrypted: true, body: resetPasswordByPhoneRequestSchema, value: loginAnswerSchema }),
  checkResetToken: call({ method: "POST", path: "/wps/member/password/reset/check", module: "COMM3", access: "guest", body: resetTokenRequestSchema, value: resetTokenAnswerSchema }),
  resetPasswordByLink: call({ method: "POST", path: "/wps/member/password/reset", module: "COMM3", access: "guest", encrypted: true, body: resetPasswordByLinkRequestSchema, value: nothing }),
  freePlay: call({ method: "POST", path: "/wps/session/login/freeplay", module: "COMM3", access: "guest", encrypted: true, headers: { "X-Gateway-Version": "3" }, body: freePlayRequestSchema, value: loginAnswerSchema }),
  affiliateCheck: call({ method: "POST", path: "/wps/agent/affiliate", module: "REG3", access: "guest", body: affiliateCheckRequestSchema, value: nothing }),
  humanChallenge: call({ method: "GET", path: "/wps/verification/challenge", module: "REG3", access: "guest", value: humanChallengeSchema }),
  registerSmsCode: call({ method: "POST", path: "/wps/verification/sms/register", module: "REG3", access: "guest", body: registerSmsCodeRequestSchema, value: smsCodeAnswerSchema }),
  register: call({ method: "PUT", path: "/wps/member/register", module: "REG3", access: "guest", encrypted: true, body: registerRequestSchema, value: loginAnswerSchema }),
  registerMobile: call({ method: "PUT", path: "/wps/member/register/mobile", module: "REG3", access: "guest", encrypted: true, body: registerRequestSchema, value: loginAnswerSchema }),
  socialLogin: call({ method: "POST", path: "/wps/session/login/social", module: "COMM3", access: "guest", body: socialLoginRequestSchema, value: loginAnswerSchema }),
  simOAuthAssert: call({ method: "POST", path: "/sim/oauth/assert", module: "SIM", access: "guest", body: simOAuthAssertRequestSchema, value: simOAuthAssertionSchema }),
  simFirebaseSend: call({ method: "POST", path: "/sim/firebase/send", module: "SIM", access: "guest", body: firebaseSendRequestSchema, value: firebaseSendAnswerSchema }),
  simFirebaseVerify: call({ method: "POST", path: "/sim/firebase/verify", module: "SIM", access: "guest", body: firebaseVerifyRequestSchema, value: firebaseIdTokenSchema }),
  /** Every page's floating red envelope asks whether an event runs. */
  redEnvelopeEvent: call({ method: "GET", path: "/wps/relay/MCS2_redEnvelopeEvent", module: "MCS3", access: "guest", value: redEnvelopeEventSchema }),
  /** The connection chooser's round trip to a domain route (guest; the reference server can delay it per host). */
  ping: call({ method: "GET", path: "/wps/system/ping", module: "COMM3", access: "guest", value: z.object({ host: z.string() }) }),
  announcements: call({ method: "GET", path: "/wps/relay/MCSFE_getListAnnouncements", module: "COMM3", access: "guest", value: announcementsSchema }),
  // Games. Lists and lanes are open to visitors here so the lobby can be browsed before login.
  gameVendor: call({ method: "GET", path: "/wps/relay/GCSGAME_gameVendor", module: "GAMELO3", access: "guest", value: vendorLanesSchema }),
  gameList: call({ method: "GET", path: "/wps/relay/GCSGAME_gameList", module: "GAMELO3", access: "guest", value: gamePageSchema }),
  hotGames: call({ method: "GET", path: "/wps/relay/GCSGAME_hotGamesV2", module: "GAMELO3", access: "guest", value: hotGamesSchema }),
  rankList: call({ method: "GET", path: "/wps/relay/GCSGAME_getRankList", module: "GAMELO3", access: "guest", value: rankListSchema }),
  /** Not named by spec.md: the hot-matches carousel's source. */
  hotMatches: call({ method: "GET", path: "/wps/relay/GCSGAME_hotMatches", module: "GAMELO3", access: "guest", value: hotMatchesSchema }),
  favouriteIds: call({ method: "GET", path: "/wps/relay/MCSFE_getFavoriteGames", module: "GAMELO3", access: "member", value: favouriteIdsSchema }),
  favouriteList: call({ method: "GET", path: "/wps/relay/MCSFE_getFavoriteGamesList", module: "GAMELO3", access: "member", value: gamePageSchema }),
  addFavourite: call({ method: "POST", path: "/wps/relay/MCSFE_addFavoriteGameV2", module: "GAMELO3", access: "member", body: favouriteRequestSchema, value: nothing }),
  removeFavourite: call({ method: "DELETE", path: "/wps/relay/MCSFE_removeFavoriteGameV2", module: "GAMELO3", access: "member", body: favouriteRequestSchema, value: nothing }),
  recentGames: call({ method: "GET", path: "/wps/relay/GCS_recentGame", module: "GAMELO3", access: "member", value: gamePageSchema }),
  /** Guest-callable for the free trial (`launchMode=TRIAL`, games with supportPlay 0); a real launch needs a token. */
  launchGame: call({ method: "GET", path: "/wps/game/launchGame", module: "GAMELO3", access: "guest", value: launchAnswerSchema }),
  popularGames: call({ method: "GET", path: "/lgw/games/popular", module: "GAMELO3", access: "guest", value: hotGamesSchema }),
  lotteryMenus: call({ method: "GET", path: "/lgw/vn/games/game_menu", module: "GAMELO3", access: "guest", value: lotteryMenusSchema }),
  openedNumero: call({ method: "GET", path: "/lgw/vn/numeros/opened/game", module: "GAMELO3", access: "guest", value: openedNumeroSchema }),
  /** The sports-betting vendor FB (the /fbSports page). */
  launchFb: call({ method: "GET", path: "/wps/relay/GCS_gameLaunchFB", module: "GAMELO3", access: "member", value: launchAnswerSchema }),
  // A sign-in from a new address finishes with the IP verification step.
  ...ipVerificationCalls,
} as const;

import * as z from "zod/mini";

/**
 * Outside identity and SMS providers (spec.md: social login via Google or Facebook, Firebase phone SMS). The live
 * platform talks to the real providers; the reference environment simulates each one behind the same adapter.
 */
export const socialProviderSchema = z.enum(["google", "facebook"]);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/**
 * `POST /wps/session/login/social` (design): signs in, creating the member on first use, with the provider's signed
 * assertion. Answers the login answer; `firstTimeLogin` is true for a member created by this call.
 */
export const socialLoginRequestSchema = z.object({
  provider: socialProviderSchema,
  assertion: z.string().check(z.maxLength(4096)),
  /** The human-verification proof (as registration sends it): needed when the call creates the member. */
  humanVerification: z.optional(z.string().check(z.maxLength(4096))),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** `POST /sim/oauth/assert` (reference only): the simulated provider's consent page asks for an assertion. */
export const simOAuthAssertRequestSchema = z.object({
  provider: socialProviderSchema,
  /** The simulated account's display name; the subject is an opaque id the stand-in issues (never the name). */
  name: z.string().check(z.minLength(1), z.maxLength(40)),
});
export const simOAuthAssertionSchema = z.object({ assertion: z.string() });

/** `POST /sim/firebase/send` (reference only; Firebase's `signInWithPhoneNumber`): the code goes to the SMS outbox. */
export const firebaseSendRequestSchema = z.object({
  mobileNo: z.string().check(z.maxLength(32)),
  countryDialingCode: z.string().check(z.maxLength(8)),
  /** The human-verification proof (the stand-in's bot check, where Firebase has its invisible reCAPTCHA). */
  humanVerification: z.optional(z.string().check(z.maxLength(4096))),
});
export type FirebaseSendRequest = z.infer<typeof firebaseSendRequestSchema>;
export const firebaseSendAnswerSchema = z.object({ sessionInfo: z.string() });
export type FirebaseSendAnswer = z.infer<typeof firebaseSendAnswerSchema>;

/** `POST /sim/firebase/verify` (reference only; Firebase's `confirm(code)` then `getIdToken()`). */
export const firebaseVerifyRequestSchema = z.object({ sessionInfo: z.string().check(z.maxLength(512)), code: z.string().check(z.maxLength(255)) });
export const firebaseIdTokenSchema = z.object({ idToken: z.string() });

/**
 * Registering with a Firebase-verified number that an account already has: the server answers FIREBASE_LINK_CHOICE
 * with this value, and the person chooses (for good: a link cannot be changed or undone) to link the Firebase identity
 * to that account (and sign in as it) or to register a new account without the number.
 */
export const firebaseLinkChoiceSchema = z.object({ account: z.string() });
export const firebaseLinkSchema = z.enum(["link", "new"]);
export type FirebaseLink = z.infer<typeof firebaseLinkSchema>;

import type { ApiClient } from "../../api/http-client";
import { solveHumanChallenge } from "../human-challenge";

/** A phone number as the forms hold it. */
export interface PhoneNumber {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * Firebase phone verification, as the register flow uses it: send a code to a number, then trade the entered code for
 * an ID token that the platform checks. The adapter keeps Firebase's own session (the confirmation) between the two.
 */
export interface FirebaseSms {
  send(phone: PhoneNumber, signal: AbortSignal): Promise<void>;
  confirm(code: string, signal: AbortSignal): Promise<string>;
}

/** Firebase's web config, when a site configures it at build time (`VITE_FIREBASE_CONFIG`, JSON). */
export function firebaseConfig(): Record<string, string> | undefined {
  const raw = import.meta.env.VITE_FIREBASE_CONFIG as string | undefined;
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Record<string, string>;
  } catch {
    return undefined;
  }
}

const notSent = () => ({ kind: "server" as const, errorCode: "SMS_CODE_MISSING" });

/**
 * The reference environment's stand-in: the reference server plays Firebase (`/sim/firebase/*`, codes in the outbox).
 * Its bot check, where Firebase has invisible reCAPTCHA, is the site's human verification.
 */
export function referenceFirebaseSms(api: ApiClient): FirebaseSms {
  let sessionInfo: string | undefined;
  return {
    async send({ mobileNum, countryDialingCode }, signal) {
      const humanVerification = await solveHumanChallenge(await api.request("humanChallenge", { signal }), signal);
      sessionInfo = (await api.request("simFirebaseSend", { body: { mobileNo: mobileNum, countryDialingCode, humanVerification }, signal })).sessionInfo;
    },
    async confirm(code, signal) {
      if (!sessionInfo) throw notSent();
      return (await api.request("simFirebaseVerify", { body: { sessionInfo, code }, signal })).idToken;
    },
  };
}

/**
 * The live provider: the Firebase SDK, loaded (its own chunk) only when the site configures Firebase. Invisible
 * reCAPTCHA is Firebase's own bot check for phone sign-in.
 */
export function sdkFirebaseSms(config: Record<string, string>): FirebaseSms {
  let confirmation: { confirm(code: string): Promise<{ user: { getIdToken(): Promise<string> } }> } | undefined;
  const load = async () => {
    const [{ initializeApp }, auth] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
    return { auth: auth.getAuth(initializeApp(config)), sdk: auth };
  };
  return {
    async send({ mobileNum, countryDialingCode }) {
      const { auth, sdk } = await load();
      const verifier = new sdk.RecaptchaVerifier(auth, "firebase-recaptcha", { size: "invisible" });
      confirmation = await sdk.signInWithPhoneNumber(auth, `${countryDialingCode}${mobileNum.replace(/^0/, "")}`, verifier);
    },
    async confirm(code) {
      if (!confirmation) throw notSent();
      const credential = await confirmation.confirm(code);
      return credential.user.getIdToken();
    },
  };
}

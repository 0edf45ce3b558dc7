import { fromPromise } from "xstate";
import { registerSettingsSchema, type HumanChallenge, type LoginAnswer, type RegisterSettings, type SocialProvider } from "../../contract";
import type { RegisterCall } from "../../machines/register.machine";
import type { ApiClient } from "../api/http-client";
import type { FirebaseSms } from "./providers/firebase-sms";
import { providerError } from "./providers/provider-errors";
import type { SocialAuthorize } from "./providers/social-sign-in";
import { sessionCache } from "./storage";

/** Gives up on a challenge the browser cannot solve in time (the machine shows the error and the form stays). */
const SOLVE_TIMEOUT_MS = 20_000;

/** The reference environment's human verification: solve the server's ALTCHA challenge; the proof is base64 JSON. */
export async function solveHumanChallenge(challenge: HumanChallenge, signal: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort(), { once: true });
  // The solver loads with the first challenge, not with the first screen.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/sha")]);
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]["challenge"], deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw { kind: "server", errorCode: "HUMAN_VERIFICATION_FAILED" };
  return btoa(JSON.stringify({ challenge, solution }));
}

/** The outside providers registration can use: Firebase's phone verification, the social sign-up buttons. */
export interface RegisterProviders {
  firebase: FirebaseSms;
  authorizeSocial: SocialAuthorize;
}

/** The registration flow's actors: settings, invitation check, human verification, providers and the register call. */
export function createRegisterActors(api: ApiClient, page: { host: () => string; href: () => string }, providers: RegisterProviders) {
  return {
    loadRegisterSettings: fromPromise<RegisterSettings, void>(({ signal }) =>
      sessionCache.through("validate", registerSettingsSchema, () => api.request("registerSettings", { signal })),
    ),
    checkAffiliate: fromPromise<void, { code: string }>(async ({ input, signal }) => {
      await api.request("affiliateCheck", { body: { data: { code: input.code, domain: page.host() } }, signal });
    }),
    verifyHuman: fromPromise<string, void>(async ({ signal }) => solveHumanChallenge(await api.request("humanChallenge", { signal }), signal)),
    register: fromPromise<LoginAnswer, RegisterCall>(({ input, signal }) =>
      api.request(input.variant === "registerMobile" ? "registerMobile" : "register", {
        body: {
          ...input.user,
          countryDialingCode: input.countryDialingCode,
          domain: page.host(),
          login: true,
          registerUrl: page.href(),
          registerMethod: "WEB",
          humanVerification: input.humanVerification,
          ...(input.firebaseIdToken ? { firebaseChannel: "sms" as const, firebaseIdToken: input.firebaseIdToken, firebaseLink: input.firebaseLink } : {}),
        },
        signal,
      }),
    ),
    confirmFirebaseCode: fromPromise<string, { code: string }>(({ input, signal }) =>
      providers.firebase.confirm(input.code, signal).catch((error: unknown) => Promise.reject(providerError(error))),
    ),
    socialSignIn: fromPromise<LoginAnswer, { provider: SocialProvider }>(async ({ input, signal }) => {
      const assertion = await providers.authorizeSocial(input.provider, signal).catch((error: unknown) => Promise.reject(providerError(error)));
      // A first sign-in creates the member, so it passes human verification as registration does.
      const humanVerification = await solveHumanChallenge(await api.request("humanChallenge", { signal }), signal);
      return api.request("socialLogin", { body: { provider: input.provider, assertion, humanVerification }, signal });
    }),
  };
}

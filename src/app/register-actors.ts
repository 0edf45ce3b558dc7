import { fromPromise } from "xstate";
import { registerSettingsSchema, type LoginAnswer, type RegisterSettings, type SocialProvider } from "../../contract";
import type { RegisterCall } from "../../machines/register.machine";
import type { ApiClient } from "../api/http-client";
import { solveHumanChallenge } from "./human-challenge";
import type { FirebaseSms } from "./providers/firebase-sms";
import { providerError } from "./providers/provider-errors";
import type { SocialAuthorize } from "./providers/social-sign-in";
import { sessionCache } from "./storage";

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

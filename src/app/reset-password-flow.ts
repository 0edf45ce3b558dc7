import { fromPromise } from "xstate";
import { resetPasswordMachine } from "../../machines/reset-password.machine";
import { DEFAULT_PASSWORD_RULE, type PasswordRule } from "../../machines/validation";
import { registerSettingsSchema, type ResetPasswordByLinkRequest, type ResetTokenAnswer } from "../../contract";
import type { ApiClient } from "../api/http-client";
import { flowsPerApp } from "./page-deps";
import { sessionCache } from "./storage";

/** The /reset-password page's machine on the app's API client: check the mailed token, load the rule, set the password. */
export function createResetPasswordFlow(api: ApiClient, askNewLink: () => void) {
  return resetPasswordMachine.provide({
    actions: { askNewLink },
    actors: {
      checkResetToken: fromPromise<ResetTokenAnswer, string>(({ input: token, signal }) => api.request("checkResetToken", { body: { token }, signal })),
      loadPasswordRule: fromPromise<PasswordRule, void>(async ({ signal }) => {
        const settings = await sessionCache.through("validate", registerSettingsSchema, () => api.request("registerSettings", { signal }));
        return settings.password ?? DEFAULT_PASSWORD_RULE;
      }),
      resetPassword: fromPromise<void, ResetPasswordByLinkRequest>(async ({ input, signal }) => {
        await api.request("resetPasswordByLink", { body: input, signal });
      }),
    },
  });
}

const flowOfApp = flowsPerApp((deps) => createResetPasswordFlow(deps.api, deps.openRecovery));

/** The flow on the current app's client; the unprovided machine (its calls fail) when no app set one (view tests). */
export function resetPasswordFlow(): typeof resetPasswordMachine {
  return flowOfApp() ?? resetPasswordMachine;
}

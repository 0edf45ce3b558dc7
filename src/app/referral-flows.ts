import { fromPromise } from "xstate";
import { manualRebateMachine } from "../../machines/manual-rebate.machine";
import { referralMachine, type ShareOutcome } from "../../machines/referral.machine";
import type { ApiClient } from "../api/http-client";
import type { ClaimRebateAnswer, RebateInfo, ReferralInfo } from "../../contract";
import { flowsPerApp } from "./page-deps";

/** Copies text with the async clipboard; a browser without one (or a refusal) fails, and the page says so. */
async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
  await navigator.clipboard.writeText(text);
}

/** The share sheet (Web Share API) when the browser has one; otherwise the link is copied. */
async function shareOrCopy(url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ url });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // The sheet refused (no permission, nothing to share to): copy instead.
    }
  }
  await copyToClipboard(url);
  return "copied";
}

/** The invite-friends and manual-rebate machines with the app's actors (made on first use by their pages). */
export function createReferralFlows(api: ApiClient, onBalanceChanged: () => void) {
  return {
    referral: referralMachine.provide({
      actors: {
        fetchReferral: fromPromise<ReferralInfo, { pageNo: number }>(({ input, signal }) => api.request("referralInfo", { query: { pageNo: input.pageNo }, signal })),
        copyText: fromPromise<void, { text: string }>(({ input }) => copyToClipboard(input.text)),
        shareLink: fromPromise<ShareOutcome, { url: string }>(({ input }) => shareOrCopy(input.url)),
      },
    }),
    manualRebate: manualRebateMachine.provide({
      actors: {
        fetchRebate: fromPromise<RebateInfo, void>(({ signal }) => api.request("rebateInfo", { signal })),
        claimRebate: fromPromise<ClaimRebateAnswer, { version: number; key: string }>(({ input, signal }) =>
          api.request("claimRebate", { body: { version: input.version }, idempotencyKey: input.key, signal }),
        ),
      },
      actions: { balanceChanged: () => onBalanceChanged() },
    }),
  };
}

export type ReferralFlows = ReturnType<typeof createReferralFlows>;

const flowsOfApp = flowsPerApp((deps) => createReferralFlows(deps.api, deps.onBalanceChanged));

export function referralFlows(): ReferralFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("referral flows are created with the app actor");
  return flows;
}

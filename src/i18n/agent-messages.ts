import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { RateProblem } from "../../machines/contract-rate";
import type { ContractAction, ContractKind, ContractStatus } from "../../contract";

export const CONTRACT_KIND_LABELS: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`Dividend`,
  daily: msg`Daily salary`,
  hourly: msg`Hourly salary`,
  realtime: msg`Real-time salary`,
};

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, MessageDescriptor> = {
  pending: msg`New request`,
  active: msg`Active`,
  terminationRequested: msg`Termination request`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
  terminated: msg`Terminated`,
  ended: msg`Ended`,
};

export const CONTRACT_ACTION_LABELS: Record<ContractAction, MessageDescriptor> = {
  accept: msg`Accept`,
  reject: msg`Reject`,
  withdraw: msg`Withdraw offer`,
  requestTermination: msg`Request termination`,
  terminate: msg`Terminate`,
};

/** What the success message says after each action. */
export const CONTRACT_DONE_MESSAGES: Record<ContractAction | "offer", MessageDescriptor> = {
  offer: msg`The offer was sent. It starts once the downline accepts it.`,
  accept: msg`You accepted the contract. It is active now.`,
  reject: msg`You rejected the request.`,
  withdraw: msg`You withdrew the offer.`,
  requestTermination: msg`Termination requested. The contract ends once the other side agrees.`,
  terminate: msg`The contract is terminated.`,
};

export const RATE_PROBLEM_MESSAGES: Record<RateProblem | "downline", MessageDescriptor> = {
  downline: msg`Choose a direct downline`,
  empty: msg`Enter a rate`,
  format: msg`Enter the rate as a number, such as 0.5`,
  decimals: msg`The rate has too many decimals`,
  belowMin: msg`The rate is below the minimum`,
  aboveMax: msg`The rate is above the maximum`,
  aboveOwn: msg`The rate is above your own contract's rate`,
};

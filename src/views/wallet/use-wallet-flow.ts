import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { inspection } from "../../app/inspection";
import { newKeyPrefix } from "../../app/key-prefix";
import { walletFlows } from "../../app/wallet-flows";
import type { RecordsKind } from "../../../machines/records.machine";

// Each page starts its flow when it opens and stops it when it closes, with a fresh idempotency-key prefix.

export function useTransferFlow() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(walletFlows().transfer, { input: { keyPrefix }, ...inspection("transfer") });
}

export function useDepositFlow() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(walletFlows().deposit, { input: { keyPrefix }, ...inspection("deposit") });
}

export function useWithdrawFlow() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(walletFlows().withdraw, { input: { keyPrefix }, ...inspection("withdraw") });
}

export function useTransferUplineFlow() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(walletFlows().transferUpline, { input: { keyPrefix }, ...inspection("transferUpline") });
}

/** Today in Bangkok (the site's day), `YYYY-MM-DD`. */
export function siteToday(now = Date.now()): string {
  return new Date(now + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function useRecordsFlow(kind: RecordsKind) {
  const [today] = useState(() => siteToday());
  return useActorRef(walletFlows().records, { input: { kind, today }, ...inspection("records") });
}

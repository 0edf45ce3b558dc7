import { randomBytes } from "node:crypto";
import type { ReferenceServer } from "../../server/app";
import { createLaunchTicket } from "../../server/store/launch-tickets";
import { get, post, send, type Answer } from "./helpers";

export const newKey = () => randomBytes(12).toString("hex");

/** A money call with its Idempotency-Key (a fresh one unless given). */
export function money(server: ReferenceServer, path: string, body: unknown, token: string | undefined, key: string | null = newKey(), lang = "EN"): Promise<Answer> {
  const headers: Record<string, string> = { Language: lang };
  if (key !== null) headers["Idempotency-Key"] = key;
  return send(server, "POST", path, { token, body, headers });
}

export async function mainBalance(server: ReferenceServer, token: string): Promise<number> {
  const answer = await get(server, "/wps/v2/wallets/balance?typeId=0", { token });
  const balances = (answer.json?.value as { balance: { accountTypeId: number; availBalance: number }[] }).balance;
  return balances.find((b) => b.accountTypeId === 0)?.availBalance ?? 0;
}

export async function approve(server: ReferenceServer, what: "deposits" | "withdrawals", id: number, decision: "approve" | "reject" = "approve"): Promise<Answer> {
  return post(server, `/dev/${what}/${id}`, { decision });
}

/** Binds a bank account for the token's member: a security change, so it needs that member's login password. */
export async function bindBank(server: ReferenceServer, token: string, loginPassword: string, paymentPassword = "123456"): Promise<Answer> {
  return post(server, "/wps/relay/PAY_bindBankAccount", { bankCode: "KBANK", accountNumber: "1234567890", accountName: "Demo Member", paymentPassword, loginPassword }, { token, headers: { Language: "EN" } });
}

export function launchTicket(server: ReferenceServer, memberId: number): Promise<string> {
  return createLaunchTicket(server.db, { memberId, gameCode: "DEMO_SLOT", vendor: "DEMO" }, server.clock.now());
}

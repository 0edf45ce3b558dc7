import { randomBytes } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import * as z from "zod/mini";
import type { HumanChallenge } from "../contract";

/**
 * The reference environment's human verification: an ALTCHA proof-of-work challenge (altcha-lib v2). The browser
 * solves it with `solveChallenge` and sends `base64(JSON.stringify({ challenge, solution }))` as `humanVerification`.
 */

export const CHALLENGE_ALGORITHM = "SHA-256";
/**
 * SHA-256 rounds per attempt. With the default key prefix "00" a solve takes about 256 attempts, so about 1,300
 * hashes on average: tens of milliseconds with WebCrypto (measured in Node: median 33 ms, worst of 30 under 0.25 s).
 */
export const CHALLENGE_COST = 5;
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** A longer proof is not one of ours (a real one is about 600 characters). */
const MAX_PROOF_LENGTH = 4_096;

const proofSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.optional(z.number()),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.optional(z.number()) }),
});

export type HumanCheck = { ok: true; signature: string; expiresAtMs: number } | { ok: false; reason: "malformed" | "expired" | "wrong" | "used" };

export type HumanVerifier = {
  /** A fresh challenge, valid for CHALLENGE_TTL_MS of server time. */
  issue(now: number): Promise<HumanChallenge>;
  /** Checks a proof without using it up; useChallengeStatement records it as used (in the transaction it unlocks). */
  check(db: Client, proof: string | undefined, now: number): Promise<HumanCheck>;
};

function decodeProof(proof: string | undefined): z.infer<typeof proofSchema> | undefined {
  const text = proof?.trim() ?? "";
  if (!text || text.length > MAX_PROOF_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  try {
    const parsed = proofSchema.safeParse(JSON.parse(Buffer.from(text, "base64").toString("utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a challenge signature was already used for a registration. */
async function isUsed(db: Client, signature: string): Promise<boolean> {
  const result = await db.execute({ sql: "SELECT 1 FROM used_challenges WHERE signature = ?", args: [signature] });
  return result.rows.length > 0;
}

/** Records a challenge as used; a second use breaks the primary key, which rolls the whole transaction back. */
export function useChallengeStatement(check: Extract<HumanCheck, { ok: true }>, guard?: { sql: string; args: number[] }): InStatement {
  return guard
    ? { sql: `INSERT INTO used_challenges (signature, expires_at) SELECT ?, ? WHERE ${guard.sql}`, args: [check.signature, check.expiresAtMs, ...guard.args] }
    : { sql: "INSERT INTO used_challenges (signature, expires_at) VALUES (?, ?)", args: [check.signature, check.expiresAtMs] };
}

/** Forgets used challenges once they have expired (they can no longer pass anyway). */
export async function purgeUsedChallenges(db: Client, now: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM used_challenges WHERE expires_at < ?", args: [now] });
}

/** A verifier with its own HMAC secret, made at server start (challenges do not survive a restart). */
export function createHumanVerifier(secret = randomBytes(32).toString("hex")): HumanVerifier {
  return {
    async issue(now) {
      const challenge = await createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost: CHALLENGE_COST,
        deriveKey,
        expiresAt: Math.floor((now + CHALLENGE_TTL_MS) / 1_000),
        hmacSignatureSecret: secret,
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
    async check(db, proof, now) {
      const payload = decodeProof(proof);
      if (!payload) return { ok: false, reason: "malformed" };
      const { challenge, solution } = payload;
      // Expiry on the server clock (the dev route moves it); altcha-lib checks it against real time as well.
      const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1_000;
      if (expiresAtMs < now) return { ok: false, reason: "expired" };
      let verified: boolean;
      try {
        const result = await verifySolution({ challenge: challenge as Challenge, solution, deriveKey, hmacSignatureSecret: secret });
        verified = result.verified;
      } catch {
        verified = false; // e.g. an algorithm altcha-lib refuses (the signature check comes first, so only a forged one)
      }
      if (!verified) return { ok: false, reason: "wrong" };
      if (await isUsed(db, challenge.signature)) return { ok: false, reason: "used" };
      return { ok: true, signature: challenge.signature, expiresAtMs };
    },
  };
}

import type { SecurityProfile } from "../../../../contract";

/** What the security level counts: a login password (every account has one), and what the member has set up. */
export type SecurityItem = "loginPassword" | "mobile" | "paymentPassword" | "email" | "realName";

export interface SecurityLevel {
  done: Record<SecurityItem, boolean>;
  score: number;
  total: number;
  /** low: 2 or fewer of 5, medium: 3 or 4, high: all 5. */
  level: "low" | "medium" | "high";
}

export function securityLevel(data: SecurityProfile): SecurityLevel {
  const done: Record<SecurityItem, boolean> = {
    loginPassword: true,
    mobile: data.mobile !== null && data.mobile !== "",
    paymentPassword: data.hasPaymentPassword,
    email: data.profile.email !== "",
    realName: data.profile.realName !== "",
  };
  const total = Object.keys(done).length;
  const score = Object.values(done).filter(Boolean).length;
  return { done, score, total, level: score === total ? "high" : score >= 3 ? "medium" : "low" };
}

import * as z from "zod/mini";
import { localStore } from "./storage";

const regInfoSchema = z.object({ affiliateCode: z.optional(z.string()), referralCode: z.optional(z.string()) });
export type LandingCodes = z.infer<typeof regInfoSchema>;

const CODE = /^[A-Za-z0-9_-]{1,32}$/;
const clean = (value: string | null | undefined): string | undefined => (value && CODE.test(value) ? value : undefined);

function storedCodes(): LandingCodes {
  try {
    const parsed = regInfoSchema.safeParse(JSON.parse(localStore.get("reg_info") ?? "{}"));
    return parsed.success ? { affiliateCode: clean(parsed.data.affiliateCode), referralCode: clean(parsed.data.referralCode) } : {};
  } catch {
    return {};
  }
}

/**
 * The affiliate and referral codes of the landing URL (`?affiliateCode=`, `?referralCode=`), kept in localStorage
 * `reg_info` so a later visit to the register form still carries them. A newer code in the URL wins.
 */
export function landingCodes(search: string): LandingCodes {
  const params = new URLSearchParams(search);
  const stored = storedCodes();
  const codes: LandingCodes = {
    affiliateCode: clean(params.get("affiliateCode")) ?? stored.affiliateCode,
    referralCode: clean(params.get("referralCode")) ?? stored.referralCode,
  };
  if (codes.affiliateCode || codes.referralCode) localStore.set("reg_info", JSON.stringify(codes));
  return codes;
}

/**
 * The English catalogue texts (src/locales/en, spec section 5) for the field errors the auth oracles expect, written
 * out: the views' own message helpers are not the oracle.
 */
export function englishFieldError(error: unknown): string {
  const e = error as { kind: string; min?: number; max?: number; patternId?: number };
  switch (e.kind) {
    case "required":
      return "Input cannot be empty";
    case "length":
      return `Please fill in your password with ${e.min} - ${e.max} characters`;
    case "mismatch":
      return "Incorrect confirmation input";
    case "mobile":
      return "Fill in correct mobile number";
    case "smsCode":
      return "Please enter a valid verification code";
    case "captcha":
      return "Please enter the captcha";
    case "pattern":
      if (e.patternId === 3) return "Please enter a valid e-mail address";
      if (e.patternId === 5) return "Must combine letters and digits";
      throw new Error(`no English text written out for pattern ${e.patternId}`);
    default:
      throw new Error(`no English text written out for ${e.kind}`);
  }
}

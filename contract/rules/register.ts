// The registration rules the form (machines/register-rules.ts) and the server (server/register-validation.ts) share:
// which fields a variant and the site's flags call for, and how a typed value is taken.

export const REGISTER_VARIANTS = ["register", "registerMobile"] as const;
export type RegisterVariant = (typeof REGISTER_VARIANTS)[number];

/** The whitelabel flags that shape a registration: MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3. */
export interface RegisterFlags {
  mobileRegistration: boolean;
  mobilePassword: boolean;
  smsVerification: boolean;
}

/** The mobile number's setting, as far as these rules read it. */
type MobileSetting = { enabled?: boolean; required?: boolean } | undefined;

/** An SMS code is needed whenever SMS verification is on, and always when registering by mobile. */
export const needsSmsCode = (variant: RegisterVariant, flags: RegisterFlags): boolean => flags.smsVerification || variant === "registerMobile";

/** A password and its confirmation: always by username, by mobile only with MOBILENUMPASSREG3. */
export const hasPasswordPair = (variant: RegisterVariant, flags: RegisterFlags): boolean => variant === "register" || flags.mobilePassword;

/** The mobile number is asked for by mobile registration, by its setting, or for the SMS code. */
export const mobileShown = (variant: RegisterVariant, flags: RegisterFlags, mobile: MobileSetting): boolean =>
  variant === "registerMobile" || (mobile?.enabled ?? false) || needsSmsCode(variant, flags);

/** ... and must be given by mobile registration, for the SMS code, or when its setting requires it. */
export const mobileRequired = (variant: RegisterVariant, flags: RegisterFlags, mobile: MobileSetting): boolean =>
  variant === "registerMobile" || needsSmsCode(variant, flags) || (mobile?.required ?? false);

/** Passwords keep their spaces (they are the person's choice); every other value is trimmed. */
export const UNTRIMMED_FIELDS: ReadonlySet<string> = new Set(["password", "confirmPassword", "paymentPassword"]);

/** The value as it is checked and sent: trimmed, except passwords. */
export const submittedValue = (field: string, value: string): string => (UNTRIMMED_FIELDS.has(field) ? value : value.trim());

// The affiliate application's field limits and patterns, checked by the form (machines/affiliate-application-rules.ts)
// and again by the server (server/affiliate-applications/rules.ts).

export const AFFILIATE_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 50,
  emailMin: 6,
  emailMax: 50,
  contactMax: 50,
  channelMin: 3,
  channelMax: 100,
  messageMax: 500,
} as const;

/** Thai or English letters and spaces (register-settings pattern id 17). */
export const AFFILIATE_NAME_PATTERN = "^[A-Za-z\\u0E00-\\u0E7F ]+$";
/** An e-mail address (register-settings pattern id 3). */
export const AFFILIATE_EMAIL_PATTERN = "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$";

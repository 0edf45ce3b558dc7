import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** What each register-settings `patternId` means (spec.md section 5), as the message shown when a value breaks it. */
const PATTERN_MESSAGES: Record<number, MessageDescriptor> = {
  0: msg`Please check the length`,
  1: msg`Must start with a letter, then letters and digits only`,
  2: msg`Chinese characters and digits only`,
  3: msg`Please enter a valid e-mail address`,
  4: msg`Letters and digits only, no special characters`,
  5: msg`Must combine letters and digits`,
  6: msg`Digits only`,
  7: msg`Letters and digits with at least one uppercase letter`,
  8: msg`English letters and spaces only`,
  9: msg`Spaces are not allowed`,
  10: msg`Chinese characters and punctuation only`,
  11: msg`Date as yyyy-MM-dd`,
  12: msg`Letters and spaces only`,
  13: msg`Date as MM-dd-yyyy`,
  14: msg`Letters and digits only`,
  15: msg`Korean only`,
  16: msg`Thai only`,
  17: msg`Thai or English letters and spaces only`,
  18: msg`Uppercase letters and spaces, with at least one English letter`,
  19: msg`Letters, digits and symbols only`,
  20: msg`At least one uppercase letter, one lowercase letter, one digit and one symbol`,
};

export const PATTERN_IDS = Object.keys(PATTERN_MESSAGES).map(Number);

export function patternMessage(patternId: number): MessageDescriptor {
  return PATTERN_MESSAGES[patternId] ?? msg`Invalid format`;
}

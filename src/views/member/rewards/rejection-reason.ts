import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";

/**
 * A rejection note is either the operator's own words (shown as written) or a reason code the server sends for a rule
 * (`VIP_LEVEL_REQUIRED:4`), shown as its message in the page's language.
 */
export function rejectionReason(note: string, i18n: I18n): string {
  const vip = /^VIP_LEVEL_REQUIRED:(\d+)$/.exec(note);
  if (vip) {
    const level = vip[1] ?? "";
    return i18n._(msg`VIP level ${level} or above`);
  }
  return note;
}

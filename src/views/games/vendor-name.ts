import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { vendorBrandName } from "./vendor-names";

/** Vendor codes that name a product rather than a brand, in the page's language. */
const PRODUCT_NAMES: Record<string, MessageDescriptor> = {
  TCG_LOTTO_VN: msg`TCG Vietnam lottery`,
};

/** What a player reads for a vendor code: its brand name (vendor-names.ts), or the product's translated name. */
export function vendorName(code: string, i18n: I18n): string {
  const product = PRODUCT_NAMES[code];
  return product ? i18n._(product) : vendorBrandName(code);
}

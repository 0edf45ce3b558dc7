/**
 * The names players know the game vendors by, for the vendor codes of the catalogue (`vassalage`). Brand names are
 * the same in every language; a code with no entry shows with its underscores as spaces. Plain data (no Lingui
 * macro): the browser tests read it for the allow-list of Latin-script words on Thai pages.
 */
export const VENDOR_NAMES: Readonly<Record<string, string>> = {
  PG: "PG Soft", JILI: "JILI", PP: "Pragmatic Play", CQ9: "CQ9", PT: "Playtech", RTG: "RTG", JDB: "JDB", FC: "Fa Chai",
  SPADE: "Spadegaming", KA: "KA Gaming", NETENT: "NetEnt", HABANERO: "Habanero", MG: "Microgaming", RELAX: "Relax Gaming",
  NOLIMIT: "Nolimit City", BTG: "Big Time Gaming", YGG: "Yggdrasil", EVOPLAY: "Evoplay", BNG: "Booongo", REDTIGER: "Red Tiger",
  AG: "Asia Gaming", BBIN: "BBIN", SEXY: "Sexy Gaming", EVO: "Evolution", SA: "SA Gaming", DG: "Dream Gaming", WM: "WM Casino",
  KM: "Kingmaker", V8: "V8 Poker", TCG: "TCG", LEG: "Legend Poker", MP: "MPoker",
  FB: "FB Sports", IBC: "IBC Sports", SBT: "SBOBET", UG: "UG Sports",
  AV: "AV E-sports", IMES: "IM E-sports", IA: "IA E-sports", AI: "AI E-sports", TF: "TF Gaming",
  SV3: "SV388", DS88: "DS88", DIG: "DIG Cockfight", WGB: "WGB", WS168: "WS168",
  GPK: "GPK", SEA: "SEA Lottery", VR: "VR Lottery", GW: "GW Lottery",
};

/** Vendor codes that name a product rather than a brand: shown with a translated name (vendor-name.ts). */
export const PRODUCT_VENDORS = ["TCG_LOTTO_VN"] as const;

/** The display name of a vendor code (brand names only; see `PRODUCT_VENDORS` for the translated ones). */
export function vendorBrandName(code: string): string {
  return VENDOR_NAMES[code] ?? code.replace(/_/g, " ");
}

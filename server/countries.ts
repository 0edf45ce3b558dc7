import type { Country } from "../contract";

/** The countries the demo merchant accepts mobile numbers from (`GET /wps/system/countries`). */
export const COUNTRIES: Country[] = [
  { countryCode: "TH", countryDialingCode: "+66", name: "Thailand" },
  { countryCode: "VN", countryDialingCode: "+84", name: "Vietnam" },
  { countryCode: "KH", countryDialingCode: "+855", name: "Cambodia" },
  { countryCode: "LA", countryDialingCode: "+856", name: "Laos" },
  { countryCode: "MM", countryDialingCode: "+95", name: "Myanmar" },
  { countryCode: "MY", countryDialingCode: "+60", name: "Malaysia" },
  { countryCode: "ID", countryDialingCode: "+62", name: "Indonesia" },
  { countryCode: "PH", countryDialingCode: "+63", name: "Philippines" },
  { countryCode: "CN", countryDialingCode: "+86", name: "China" },
  { countryCode: "US", countryDialingCode: "+1", name: "United States" },
  { countryCode: "GB", countryDialingCode: "+44", name: "United Kingdom" },
];

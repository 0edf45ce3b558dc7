/** Build-time settings (Vite env). `VITE_API_BASE_URL` points the client at another deployment. */
export const appConfig = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? "",
  apiTimeoutMs: Number(import.meta.env.VITE_API_TIMEOUT_MS ?? 15_000),
  /** Route chunks that have not arrived after this long count as failed (spec.md section 9). */
  chunkTimeoutMs: 120_000,
  /** Customer service before the site's own links are known (an invalid domain, a failed boot). */
  /** The connection chooser opens by itself when the current domain's round trip is above this (VITE_SLOW_DOMAIN_MS). */
  slowDomainMs: Number(import.meta.env.VITE_SLOW_DOMAIN_MS ?? 2_000),
  customerServiceUrl: (import.meta.env.VITE_CUSTOMER_SERVICE_URL as string | undefined) ?? "/liveChat",
} as const;

/**
 * The site's address in mails (the reset link). Taken from `PUBLIC_URL`, never from the request's Host header, which
 * a caller chooses: a reset asked for with a forged Host would otherwise mail the victim a link to the caller's site.
 */
export function publicUrl(): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${process.env.PORT ?? 8080}`;
}

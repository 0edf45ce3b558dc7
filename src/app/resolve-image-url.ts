/**
 * The address of a server image: once, whatever form the server gave it.
 * - absolute (`https://…`, `//…`, `data:`, `blob:`): as given;
 * - rooted (`/media/games/1.svg`): on the CDN's origin; when the path already starts with the CDN's own path
 *   (`/media` + `/media/games/1.svg`) that path is not added twice;
 * - relative (`games/1.svg`): below the CDN.
 * Without a CDN the path stays as it is (the site serves it).
 */
export function resolveImageUrl(path: string, cdn: string | undefined): string {
  const url = path.trim();
  if (url === "" || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url) || !cdn?.trim()) return url;
  const { origin, base } = splitCdn(cdn.trim());
  if (url.startsWith("/")) {
    const within = base !== "" && (url === base || url.startsWith(`${base}/`));
    return `${origin}${within ? "" : base}${url}`;
  }
  return `${origin}${base}/${url.replace(/^\.\//, "")}`;
}

/** `https://cdn.example/img/` → origin `https://cdn.example`, base `/img`; `/media` → origin "", base `/media`. */
function splitCdn(cdn: string): { origin: string; base: string } {
  const match = /^((?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]+)(.*)$/i.exec(cdn);
  const origin = match ? match[1]! : "";
  const rest = (match ? match[2]! : cdn).replace(/[?#].*$/, "").replace(/\/+$/, "");
  const base = rest === "" ? "" : rest.startsWith("/") ? rest : `/${rest}`;
  return { origin, base };
}

/** Remember-me: the username in a cookie that lasts one day (spec.md section 9). */
const COOKIE = "rememberedUsername";
const ONE_DAY_SECONDS = 24 * 60 * 60;

export function rememberedUsername(): string {
  if (typeof document === "undefined") return "";
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : "";
}

export function rememberUsername(username: string | null): void {
  if (typeof document === "undefined") return;
  document.cookie =
    username === null
      ? `${COOKIE}=; max-age=0; path=/; SameSite=Lax`
      : `${COOKIE}=${encodeURIComponent(username)}; max-age=${ONE_DAY_SECONDS}; path=/; SameSite=Lax`;
}

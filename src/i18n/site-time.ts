/** An instant on the site's clock (Bangkok): "14:05" and "28 Nov" (Thai: "28 พ.ย."). */
export function siteTimeParts(iso: string, locale: string): { time: string; date: string } {
  const at = new Date(iso);
  const tag = locale.startsWith("th") ? "th-TH" : "en-GB";
  return {
    time: at.toLocaleTimeString(tag, { timeZone: "Asia/Bangkok", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    date: at.toLocaleDateString(tag, { timeZone: "Asia/Bangkok", day: "numeric", month: "short" }),
  };
}

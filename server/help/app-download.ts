import type { Hono } from "hono";
import type { AppDownload } from "../../contract";

export const IOS_PROFILE_PATH = "/app/royal-play.mobileconfig";

/**
 * The download links of the /down page, on the site's public origin (never the request's Host header). The reference
 * server has no Android build: its Android link is empty, and Android visitors install the web app from /down.
 */
export function appDownloadLinks(origin: string): AppDownload {
  return { pageUrl: `${origin}/down`, androidUrl: "", iosUrl: `${origin}${IOS_PROFILE_PATH}` };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An iOS configuration profile with one Web Clip: installed by hand (iOS 17+), it puts the site on the home screen. */
function webClipProfile(origin: string): string {
  const url = escapeXml(`${origin}/`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>PayloadIdentifier</key><string>play.royal.reference.webclip</string>
      <key>PayloadUUID</key><string>6F1C9C52-3E4A-4B8A-9A51-2D1E1F0B7A10</string>
      <key>Label</key><string>Royal Play</string>
      <key>URL</key><string>${url}</string>
      <key>IsRemovable</key><true/>
      <key>FullScreen</key><true/>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>Royal Play</string>
  <key>PayloadIdentifier</key><string>play.royal.reference</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>0B7E5A2C-8D3F-4E61-B2C4-5A9F7D1E3C20</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}

/** The file the iOS link points at: a real Web Clip profile of the site. */
export function appFileRoutes(app: Hono, origin: string): void {
  app.get(IOS_PROFILE_PATH, (c) => {
    c.header("Content-Disposition", 'attachment; filename="royal-play.mobileconfig"');
    return c.body(webClipProfile(origin), 200, { "Content-Type": "application/x-apple-aspen-config" });
  });
}

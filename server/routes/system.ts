import type { Hono } from "hono";
import { ErrorCode, type CustomerServiceLink } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import { callerIp, requestHost, type Deps } from "../context";
import { COUNTRIES } from "../countries";
import { pick, type Lang } from "../lang";
import { message } from "../messages";
import { MERCHANT_CODE, siteDomains } from "../site";
import { registerSettings } from "../store/register-settings";
import { getSystemState } from "../store/system-state";
import { STAND_IN_FLAGS, whitelabelTree } from "../store/whitelabel";

/** Live chat first: the client's side bar opens the first link (the client's /liveChat page, a real chat). */
function customerService(lang: Lang): CustomerServiceLink[] {
  return [
    { type: "LIVECHAT", name: pick(lang, "แชทสด", "Live chat"), url: "/liveChat" },
    { type: "LINE", name: "LINE", url: "https://line.me/R/ti/p/@reference-demo" },
    { type: "TELEGRAM", name: "Telegram", url: "https://t.me/reference_demo" },
    { type: "FACEBOOK", name: "Facebook", url: "https://www.facebook.com/reference.demo" },
  ];
}

export function systemRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "systemStatus", async ({ c, lang }) => {
    const state = await getSystemState(deps.db);
    const host = requestHost(c);
    return success({
      status: state.status,
      maintenance: state.status === 1,
      regionRestriction: state.status === 2,
      maintenanceEnd: state.maintenanceEnd,
      location: state.location ?? { ip: callerIp(c), country: "TH" },
      info: {
        customerService: customerService(lang),
        domainRoute: siteDomains(host),
        resources: [],
        whitelabel: await whitelabelTree(deps.db, deps.devRoutes ? undefined : STAND_IN_FLAGS),
        mainDomain: host,
        analytics: null,
        imageCDNs: ["/media"],
        launchGameCDNs: ["/media"],
        infoText: pick(lang, "ระบบกำลังปรับปรุงเพื่อให้บริการที่ดียิ่งขึ้น ขออภัยในความไม่สะดวก", "We are improving our service. Sorry for the inconvenience."),
      },
    });
  });

  serveCall(app, deps, "domainRoute", async ({ c }) => {
    const state = await getSystemState(deps.db);
    if (!state.domainValid) return failure(200, ErrorCode.domainInvalid, message(c, "domainInvalid"));
    const host = c.req.query("host")?.trim().replace(/:\d+$/, "") || requestHost(c);
    return success({ merchantCode: MERCHANT_CODE, mainDomain: host, domains: siteDomains(host) });
  });

  serveCall(app, deps, "whitelabel", async () => success(await whitelabelTree(deps.db, deps.devRoutes ? undefined : STAND_IN_FLAGS)));

  serveCall(app, deps, "registerSettings", async () => success(await registerSettings(deps.db)));

  serveCall(app, deps, "countries", async () => success(COUNTRIES));
}

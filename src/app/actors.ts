import { fromPromise } from "xstate";
import { flattenWhitelabel, roleOfType, type Announcements, type Balance } from "../contract";
import type { SystemData } from "../../machines/app.machine";
import type { RestoredSession } from "../../machines/session-role";
import type { ApiClient } from "../api/http-client";
import { localStore, sessionStore } from "./storage";

/** The real implementations of the machines' actors, on the API client. */
export function createActors(api: ApiClient, host: () => string) {
  return {
    loadSystem: fromPromise<SystemData, void>(async ({ signal }) => {
      const [status, domain] = await Promise.all([
        api.request("systemStatus", { signal }),
        api.request("domainRoute", { query: { host: host() }, signal }),
      ]);
      sessionStore.set("merchant", domain.merchantCode);
      sessionStore.set("merchantCode", domain.merchantCode);
      localStore.set("merchantCode", domain.merchantCode);
      return { status, domain, flags: flattenWhitelabel(status.info.whitelabel) };
    }),
    restoreSession: fromPromise<RestoredSession, void>(async ({ signal }) => {
      const member = await api.request("memberInfo", { signal });
      const role = roleOfType(member.type);
      if (role) {
        sessionStore.set("account", member.account);
        sessionStore.set("username", member.userName);
        sessionStore.set("nickname", member.nickname ?? "");
        sessionStore.set("customerId", String(member.id));
        sessionStore.set("isAgent", String(role === "agent"));
      }
      return { member, role };
    }),
    fetchUnreadCount: fromPromise<number, void>(async ({ signal }) => (await api.request("unreadCount", { signal })).count),
    logout: fromPromise<void, void>(async ({ signal }) => {
      await api.request("logout", { signal });
    }),
    fetchBalance: fromPromise<Balance, void>(({ signal }) => api.request("balance", { query: { typeId: 0 }, signal })),
    fetchAnnouncements: fromPromise<Announcements, void>(({ signal }) =>
      api.request("announcements", { query: { types: "B,PL,PU,PR,H", platform: "W", execution: "B" }, signal }),
    ),
  };
}

import { localStore } from "./storage";

/** A stable id of this browser, sent with logins (`loginDeviceId`). */
export function deviceId(): string {
  const known = localStore.get("deviceId");
  if (known) return known;
  const fresh = crypto.randomUUID();
  localStore.set("deviceId", fresh);
  return fresh;
}

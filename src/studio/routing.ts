import { useEffect, useState } from "react";

/** The studio's pages, addressed by the URL's hash (the server serves one index.html). */
export type StudioRoute =
  | { page: "index" }
  | { page: "machine"; machineId: string; stateId?: string; view?: "simulate" }
  | { page: "spec"; anchor?: string }
  | { page: "live" };

/** `#/machines/login?state=login.active`, `#/machines/login/simulate`, `#/spec/4-states`, `#/live`, `#/`. */
export function parseHash(hash: string): StudioRoute {
  const [path = "", query = ""] = hash.replace(/^#/, "").split("?");
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query);
  if (parts[0] === "machines" && parts[1]) {
    return { page: "machine", machineId: parts[1], stateId: params.get("state") ?? undefined, view: parts[2] === "simulate" ? "simulate" : undefined };
  }
  if (parts[0] === "spec") return { page: "spec", anchor: parts[1] };
  if (parts[0] === "live") return { page: "live" };
  return { page: "index" };
}

export function hrefOf(route: StudioRoute): string {
  switch (route.page) {
    case "machine": {
      const base = `#/machines/${encodeURIComponent(route.machineId)}${route.view ? `/${route.view}` : ""}`;
      return route.stateId ? `${base}?state=${encodeURIComponent(route.stateId)}` : base;
    }
    case "spec":
      return route.anchor ? `#/spec/${encodeURIComponent(route.anchor)}` : "#/spec";
    case "live":
      return "#/live";
    default:
      return "#/";
  }
}

export function navigate(route: StudioRoute): void {
  window.location.hash = hrefOf(route);
}

export function useRoute(): StudioRoute {
  const [route, setRoute] = useState(() => parseHash(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseHash(window.location.hash));
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, []);
  return route;
}

import { useRouterState } from "@tanstack/react-router";

/** The current path without a trailing slash ("/" stays "/"). */
export function usePathname(): string {
  return useRouterState({ select: (state) => state.location.pathname.replace(/(.)\/+$/, "$1") });
}

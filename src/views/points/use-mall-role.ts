import type { MallRole } from "../../../machines/point-mall.machine";
import { useAppSelector } from "../../app/app-context";
import { sessionView } from "../shell/session-view";

/** Who is looking: undefined while the session is still being found out. Agents use the mall as members. */
export function useMallRole(): MallRole | undefined {
  return useAppSelector((snapshot) => {
    const view = sessionView(snapshot);
    if (view === "pending") return undefined;
    if (view === "guest") return "guest";
    return snapshot.context.role === "trial" ? "trial" : "member";
  });
}

import { useVipFlow } from "./use-points-flow";
import { Vip } from "./Vip";

/** /vip (the header's VIP label links here). */
export function VipPage() {
  return <Vip flow={useVipFlow()} />;
}

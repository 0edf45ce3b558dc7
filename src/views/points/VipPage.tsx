import { useLanguage } from "../common/use-language";
import { useVipFlow } from "./use-points-flow";
import { Vip } from "./Vip";

/**
 * /vip (the header's VIP label links here). The server names the levels in the request's language, so a language
 * switch starts the page's flow again and the names follow.
 */
export function VipPage() {
  return <VipFlow key={useLanguage()} />;
}

function VipFlow() {
  return <Vip flow={useVipFlow()} />;
}

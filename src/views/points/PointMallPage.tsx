import { useLingui } from "@lingui/react/macro";
import { Center, Loader } from "@mantine/core";
import type { MallRole } from "../../../machines/point-mall.machine";
import { PointMall } from "./PointMall";
import { useMallRole } from "./use-mall-role";
import { usePointMallFlow } from "./use-points-flow";

/** /pointMall: a new flow per role, so logging in on the page shows the member's part. */
export function PointMallPage() {
  const { t } = useLingui();
  const role = useMallRole();
  if (!role) {
    return (
      <Center mih="40dvh">
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  return <PointMallFlow key={role} role={role} />;
}

function PointMallFlow({ role }: { role: MallRole }) {
  return <PointMall flow={usePointMallFlow(role)} />;
}

import { useLingui } from "@lingui/react/macro";
import { Group, Skeleton } from "@mantine/core";

/** While the session is checked or restored. */
export function SessionSkeleton() {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-label={t`Checking your session`}>
      <Skeleton h={30} w={72} radius="md" />
      <Skeleton h={30} w={72} radius="md" visibleFrom="sm" />
    </Group>
  );
}

import { Anchor, Group, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { specByRef } from "../catalogue";
import type { SpecRef, StudioLink } from "../model";
import { hrefOf } from "../routing";

/** Spec refs, each linked to its section on the spec page. */
export function SpecLinks({ refs }: { refs: SpecRef[] }) {
  const { t } = useLingui();
  if (!refs.length) return null;
  return (
    <Group gap={6} data-testid="spec-refs">
      <Text size="sm">{t`Spec:`}</Text>
      {refs.map((ref) => {
        const section = specByRef(ref);
        return (
          <Anchor key={ref} size="sm" href={hrefOf({ page: "spec", anchor: section?.anchor })}>
            {ref}
          </Anchor>
        );
      })}
    </Group>
  );
}

/** Parent or child machines, each opening its page (at the state that invokes the child, for a parent link). */
export function LinkList({ label, links, testId }: { label: string; links: StudioLink[]; testId: string }) {
  const { t } = useLingui();
  const unique = links.filter((link, n) => links.findIndex((l) => l.machineId === link.machineId) === n);
  if (!unique.length) return null;
  const via = { invoke: t`invoked`, spawn: t`spawned`, page: t`page` };
  return (
    <Group gap={8} data-testid={testId}>
      <Text size="sm">{label}</Text>
      {unique.map((link) => (
        <Anchor key={link.machineId} size="sm" href={hrefOf({ page: "machine", machineId: link.machineId })} title={link.stateId}>
          {link.machineId}
          <Text span size="xs" c="dimmed">
            {" "}
            ({via[link.via]})
          </Text>
        </Anchor>
      ))}
    </Group>
  );
}

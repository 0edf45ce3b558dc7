import { Anchor, Badge, Code, List, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { StudioMachine } from "../model";
import { hrefOf } from "../routing";

/** The tests as short named scenarios with their expected outcome, optionally only those passing one state. */
export function Scenarios({ machine, stateId }: { machine: StudioMachine; stateId?: string }) {
  const { t } = useLingui();
  const scenarios = stateId ? machine.scenarios.filter((s) => s.states.includes(stateId)) : machine.scenarios;
  if (!scenarios.length) return stateId ? null : <Text c="dimmed" size="sm">{t`No scenarios recorded for this machine yet.`}</Text>;
  return (
    <section aria-label={t`Scenarios`}>
      <Title order={stateId ? 5 : 3} mt="sm">
        {t`Scenarios`} ({scenarios.length})
      </Title>
      <List size="sm" spacing={4}>
        {scenarios.map((s, n) => (
          <List.Item key={n}>
            <Badge size="xs" variant="light" mr={6}>
              {s.kind}
            </Badge>
            <b>{s.title}</b>
            {s.outcome && `: ${s.outcome}`}{" "}
            {s.events?.map((type) => (
              <Code key={type} mr={4} c="dimmed">
                {type}
              </Code>
            ))}
            <Text span size="xs" c="dimmed">
              ({s.file}
              {s.line ? `:${s.line}` : ""})
            </Text>
            {!stateId && s.states[0] && (
              <Anchor size="xs" ml={6} href={hrefOf({ page: "machine", machineId: machine.id, stateId: s.states[0] })}>
                {t`see states`}
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
    </section>
  );
}

import { Anchor, Badge, Box, Group, SegmentedControl, Spoiler, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { machineById } from "../catalogue";
import { Diagram } from "../diagram/Diagram";
import { defaultCollapsed } from "../diagram/graph";
import type { StudioMachine } from "../model";
import { hrefOf, navigate, type StudioRoute } from "../routing";
import { Simulator } from "../simulate/Simulator";
import { LinkList, SpecLinks } from "./links";
import { Scenarios } from "./Scenarios";
import { StatePanel } from "./StatePanel";

type MachineRoute = Extract<StudioRoute, { page: "machine" }>;

/** Ancestors of a state (not itself), outermost first. */
const ancestorsOf = (stateId: string) => {
  const parts = stateId.split(".");
  return parts.slice(1, -1).map((_, n) => parts.slice(0, n + 2).join("."));
};

function Header({ machine }: { machine: StudioMachine }) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Group gap="sm" align="baseline">
        <Title order={2}>{machine.id}</Title>
        <Badge variant="light">{machine.kind === "root" ? t`root` : machine.kind === "child" ? t`child` : t`page flow`}</Badge>
        <Text size="sm" c="dimmed">
          {machine.file}
        </Text>
      </Group>
      {machine.description && <Text size="sm">{machine.description}</Text>}
      <Group gap="lg">
        {machine.screen && (
          <Text size="sm">
            {t`Screen:`} {machine.screen}
          </Text>
        )}
        {machine.routes.length > 0 && (
          <Text size="sm">
            {t`Routes:`} {machine.routes.join(", ")}
          </Text>
        )}
        <SpecLinks refs={machine.spec} />
        {machine.coverage && (
          <Text size="sm" c="dimmed">
            {t`Tests reach ${machine.coverage.states[0]} of ${machine.coverage.states[1]} states and ${machine.coverage.transitions[0]} of ${machine.coverage.transitions[1]} transitions in ${machine.coverage.paths} paths`}
          </Text>
        )}
      </Group>
      <LinkList label={t`Parents:`} links={machine.parents} testId="parents" />
      <LinkList label={t`Children:`} links={machine.children.filter((l) => l.via !== "page")} testId="children" />
      <Spoiler maxHeight={26} showLabel={t`Show all page flows`} hideLabel={t`Hide`}>
        <LinkList label={t`Page flows:`} links={machine.children.filter((l) => l.via === "page")} testId="page-flows" />
      </Spoiler>
    </Stack>
  );
}

/** One machine: its diagram, the selected state's details, simulate, scenarios. */
export function MachinePage({ route }: { route: MachineRoute }) {
  const { t } = useLingui();
  const machine = machineById(route.machineId);
  const [collapsed, setCollapsed] = useState<Set<string>>(() => (machine ? defaultCollapsed(machine) : new Set()));
  const [active, setActive] = useState<string[]>([]);
  const selected = route.stateId;

  // A state chosen from search or a link opens the compound states around it.
  useEffect(() => {
    if (!selected) return;
    setCollapsed((current) => {
      const closed = ancestorsOf(selected).filter((id) => current.has(id));
      if (!closed.length) return current;
      const next = new Set(current);
      for (const id of closed) next.delete(id);
      return next;
    });
  }, [selected]);

  if (!machine) {
    return (
      <Text>
        {t`No machine called ${route.machineId}.`} <Anchor href={hrefOf({ page: "index" })}>{t`All machines`}</Anchor>
      </Text>
    );
  }
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const select = (stateId: string) => navigate({ ...route, stateId });
  const simulating = route.view === "simulate";
  return (
    <Stack gap="sm">
      <Header machine={machine} />
      <SegmentedControl
        w={280}
        value={simulating ? "simulate" : "read"}
        onChange={(value) => navigate({ page: "machine", machineId: machine.id, stateId: selected, view: value === "simulate" ? "simulate" : undefined })}
        data={[
          { value: "read", label: t`Read` },
          { value: "simulate", label: t`Simulate` },
        ]}
      />
      <Group align="stretch" wrap="nowrap" gap="sm">
        <Box style={{ flex: 1, minWidth: 0, height: "calc(100vh - 260px)", minHeight: 420 }}>
          <Diagram machine={machine} collapsed={collapsed} onToggle={toggle} selected={selected} onSelect={select} active={simulating ? active : []} />
        </Box>
        <Box w={400} style={{ flexShrink: 0, maxHeight: "calc(100vh - 260px)", minHeight: 420, overflowY: "auto" }}>
          {simulating && <Simulator machine={machine} onStates={setActive} />}
          {selected ? <StatePanel machine={machine} stateId={selected} /> : !simulating && <Text c="dimmed">{t`Select a state on the diagram to see its details.`}</Text>}
        </Box>
      </Group>
      <Scenarios machine={machine} />
    </Stack>
  );
}

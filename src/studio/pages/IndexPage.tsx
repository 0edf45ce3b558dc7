import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { catalogue } from "../catalogue";
import type { StudioMachine } from "../model";
import { hrefOf } from "../routing";

function MachineCard({ machine }: { machine: StudioMachine }) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="sm" data-machine={machine.id}>
      <Anchor href={hrefOf({ page: "machine", machineId: machine.id })} fw={700}>
        {machine.id}
      </Anchor>
      <Text size="xs" c="dimmed">
        {machine.file}
      </Text>
      {machine.description && (
        <Text size="sm" mt={4} lineClamp={3}>
          {machine.description}
        </Text>
      )}
      <Group gap={4} mt={6}>
        {machine.screen && <Badge variant="light">{machine.screen}</Badge>}
        {machine.routes.map((route) => (
          <Badge key={route} variant="outline" color="gray">
            {route}
          </Badge>
        ))}
        <Badge variant="transparent" color="gray">
          {t`${machine.states.length} states`}
        </Badge>
      </Group>
    </Card>
  );
}

/** Every machine, grouped: the root, the children it invokes or spawns, the page flows routes make; then the routes. */
export function IndexPage() {
  const { t } = useLingui();
  const groups: { kind: StudioMachine["kind"]; title: string }[] = [
    { kind: "root", title: t`Root` },
    { kind: "child", title: t`Children of the root` },
    { kind: "page", title: t`Page flows` },
  ];
  return (
    <Stack>
      <Title order={2}>{t`All machines (${catalogue.machines.length})`}</Title>
      {groups.map((group) => {
        const machines = catalogue.machines.filter((m) => m.kind === group.kind);
        return (
          <section key={group.kind} aria-label={group.title}>
            <Title order={3} mb="xs">
              {group.title} ({machines.length})
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {machines.map((machine) => (
                <MachineCard key={machine.id} machine={machine} />
              ))}
            </SimpleGrid>
          </section>
        );
      })}
      <Title order={3}>{t`Routes and their screens`}</Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Route`}</Table.Th>
            <Table.Th>{t`Screen`}</Table.Th>
            <Table.Th>{t`Flows`}</Table.Th>
            <Table.Th>{t`Who may open it`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {catalogue.routes.map((route) => (
            <Table.Tr key={route.path}>
              <Table.Td>{route.path}</Table.Td>
              <Table.Td>{route.screen}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {route.flows.map((flow) => (
                    <Anchor key={flow} href={hrefOf({ page: "machine", machineId: flow })}>
                      {flow}
                    </Anchor>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{route.access?.join(", ")}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

import { Anchor, Badge, Code, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { callById, loadScreens } from "../catalogue";
import { eventLabel } from "../diagram/graph";
import type { StudioMachine, StudioScreens, StudioTransition } from "../model";
import { hrefOf } from "../routing";
import { SpecLinks } from "./links";
import { Scenarios } from "./Scenarios";

/** Transitions a person can take while in a state: those of the state and of every state around it, user events only. */
export function eventsAt(machine: StudioMachine, stateId: string): StudioTransition[] {
  const parts = stateId.split(".");
  const sources = new Set(parts.map((_, n) => parts.slice(0, n + 1).join(".")));
  return machine.transitions.filter((t) => sources.has(t.source) && t.event !== "" && !t.event.startsWith("xstate."));
}

function Pictures({ machine, stateId }: { machine: StudioMachine; stateId: string }) {
  const { t } = useLingui();
  const [screens, setScreens] = useState<StudioScreens | undefined | null>(null);
  useEffect(() => {
    void loadScreens().then(setScreens);
  }, []);
  if (screens === null) return null;
  const shots = (screens?.shots ?? []).filter((s) => s.machineId === machine.id && s.stateId === stateId);
  if (!shots.length) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-picture">
        {t`No picture yet for this state (npm run studio takes them).`}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={2} spacing={6} data-testid="pictures">
      {shots.map((shot) => (
        <Anchor key={shot.file} href={`${import.meta.env.BASE_URL}screens/${shot.file}`} target="_blank">
          <Image src={`${import.meta.env.BASE_URL}screens/${shot.file}`} alt={`${stateId} ${shot.viewport} ${shot.lang}`} radius="sm" />
          <Text size="xs" c="dimmed">
            {shot.viewport} · {shot.lang.toUpperCase()}
          </Text>
        </Anchor>
      ))}
    </SimpleGrid>
  );
}

/** Everything about one state: description, route and screen, calls, events with their labels, spec, children, pictures. */
export function StatePanel({ machine, stateId }: { machine: StudioMachine; stateId: string }) {
  const { t } = useLingui();
  const state = machine.states.find((s) => s.id === stateId);
  if (!state) return <Text>{t`No state ${stateId} in ${machine.id}.`}</Text>;
  const events = eventsAt(machine, stateId);
  const children = machine.children.filter((c) => c.stateId === stateId);
  const parent = state.parentId;
  // A state without routes of its own belongs to its machine's.
  const routes = state.routes.length ? state.routes : machine.routes;
  return (
    <Paper withBorder p="sm" data-testid="state-panel" data-state-id={stateId}>
      <Stack gap={8}>
        <Group gap={6}>
          <Title order={4}>{state.key}</Title>
          <Badge size="xs" variant="light">
            {state.type}
          </Badge>
          {state.tags.map((tag) => (
            <Badge key={tag} size="xs" color="gray">
              {tag}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {state.id}
          {parent && (
            <>
              {" · "}
              <Anchor size="xs" href={hrefOf({ page: "machine", machineId: machine.id, stateId: parent })}>
                {t`inside ${parent.split(".").pop()}`}
              </Anchor>
            </>
          )}
        </Text>
        {state.description ? <Text size="sm">{state.description}</Text> : <Text size="sm" c="dimmed">{t`No description on the machine yet.`}</Text>}
        <Text size="sm" data-testid="state-route">
          <b>{t`Route:`}</b> {routes.length ? routes.join(", ") : t`none`} · <b>{t`Screen:`}</b> {state.screen ?? machine.screen ?? t`none`}
        </Text>
        <SpecLinks refs={state.spec} />
        {state.invokes.length > 0 && (
          <div data-testid="state-calls">
            <Text size="sm" fw={700}>
              {t`Calls made here`}
            </Text>
            {state.invokes.map((invoke) => (
              <div key={invoke.id}>
                <Text size="sm">
                  {t`Actor`} <Code>{invoke.src}</Code>
                  {invoke.callIds.length === 0 && ` (${t`no API call`})`}
                </Text>
                {invoke.callIds.map((callId) => {
                  const call = callById(callId);
                  return (
                    <div key={callId}>
                      <Text size="sm">
                        <Badge size="xs" mr={4}>
                          {call?.method ?? callId.split(" ")[0]}
                        </Badge>
                        <Code>{call?.path ?? callId}</Code>
                      </Text>
                      {call?.exampleBody && (
                        <Code block fz="xs" mt={4}>
                          {call.exampleBody}
                        </Code>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
        )}
        {children.length > 0 && (
          <Text size="sm">
            <b>{t`Child machines here:`}</b>{" "}
            {children.map((c) => (
              <Anchor key={c.machineId + (c.src ?? "")} href={hrefOf({ page: "machine", machineId: c.machineId })} mr={6}>
                {c.machineId}
              </Anchor>
            ))}
          </Text>
        )}
        <div>
          <Text size="sm" fw={700}>
            {t`What a person can do here`}
          </Text>
          {events.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t`Nothing: this state waits for an answer or a timer.`}
            </Text>
          ) : (
            <Stack gap={2}>
              {events.map((tr) => (
                <Text key={tr.id} size="sm">
                  <Code>{eventLabel(tr.event)}</Code>
                  {tr.guard && <Text span size="xs" c="dimmed">{` [${tr.guard}]`}</Text>}
                  {tr.targets.length > 0 && ` → ${tr.targets.map((x) => x.split(".").pop()).join(", ")}`}
                  {tr.labels.map((l) => (
                    <Badge key={l.lang} size="xs" variant="outline" ml={4} tt="none">
                      {l.lang.toUpperCase()}: {l.text}
                    </Badge>
                  ))}
                  {tr.description && (
                    <Text size="xs" c="dimmed">
                      {tr.description}
                    </Text>
                  )}
                </Text>
              ))}
            </Stack>
          )}
        </div>
        <Pictures machine={machine} stateId={stateId} />
        <Scenarios machine={machine} stateId={stateId} />
      </Stack>
    </Paper>
  );
}

import { Badge, Button, Code, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useReducer, useState } from "react";
import { machineById } from "../catalogue";
import { Diagram } from "../diagram/Diagram";
import { defaultCollapsed } from "../diagram/graph";
import { EMPTY_LIVE, machineActorsOf, receive, sessionsOf, STUDIO_HELLO_PREFIX } from "../live/live-store";
import { STUDIO_LIVE_CHANNEL, type StudioLiveMessage } from "../model";
import { hrefOf } from "../routing";

function ActorDiagram({ machineId, stateIds }: { machineId: string; stateIds: string[] }) {
  const machine = machineById(machineId);
  const [collapsed, setCollapsed] = useState(() => (machine ? defaultCollapsed(machine) : new Set<string>()));
  const [selected, setSelected] = useState<string>();
  if (!machine) return null;
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div style={{ height: "calc(100vh - 330px)", minHeight: 380 }} data-testid="live-diagram" data-machine={machineId}>
      <Diagram machine={machine} collapsed={collapsed} onToggle={toggle} selected={selected} onSelect={setSelected} active={stateIds} />
    </div>
  );
}

/**
 * Live: a running app (switched on with `?studio=live`) streams its actors over a same-origin BroadcastChannel; each
 * actor's current state is highlighted on its machine's diagram, with the app's masked event log, per app session.
 */
export function LivePage() {
  const { t } = useLingui();
  const [live, dispatch] = useReducer(receive, EMPTY_LIVE);
  const [sessionId, setSessionId] = useState<string>();
  const [actorId, setActorId] = useState<string>();

  useEffect(() => {
    const channel = new BroadcastChannel(STUDIO_LIVE_CHANNEL);
    channel.onmessage = (event: MessageEvent<StudioLiveMessage>) => dispatch(event.data);
    // Apps already running answer a hello with the current state of each of their actors.
    const hello: StudioLiveMessage = { type: "hello", appSessionId: `${STUDIO_HELLO_PREFIX}${Math.random().toString(36).slice(2)}`, at: Date.now() };
    channel.postMessage(hello);
    return () => channel.close();
  }, []);

  const sessions = sessionsOf(live);
  const session = sessions.find((s) => s.appSessionId === sessionId) ?? sessions[0];
  const actors = useMemo(() => (session ? machineActorsOf(session) : []), [session]);
  // Follows the actor that changed last until the person picks one.
  const actor = actors.find((a) => a.actorId === actorId) ?? actors[0];

  if (!session) {
    return (
      <Stack>
        <Title order={2}>{t`Live`}</Title>
        <Text data-testid="live-waiting">{t`Waiting for a running app. Open the app in another tab of this browser with ?studio=live at the end of its address (for example /?studio=live); its flows appear here as they move.`}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group>
        <Title order={2}>{t`Live`}</Title>
        {sessions.length > 1 &&
          sessions.map((s, n) => (
            <Button key={s.appSessionId} size="compact-sm" variant={s === session ? "filled" : "default"} onClick={() => setSessionId(s.appSessionId)}>
              {t`App session ${sessions.length - n}`}
            </Button>
          ))}
      </Group>
      <Group gap={6} data-testid="live-actors">
        {actors.map((a) => (
          <Button
            key={a.actorId}
            size="compact-sm"
            variant={a === actor ? "filled" : "light"}
            color={a.status === "active" ? "blue" : "gray"}
            onClick={() => setActorId(a.actorId)}
            data-machine={a.machineId}
          >
            {a.machineId}
            {a.status !== "active" ? ` (${a.status})` : ""}
          </Button>
        ))}
      </Group>
      <Group align="stretch" wrap="nowrap" gap="sm">
        <div style={{ flex: 1, minWidth: 0 }}>
          {actor?.machineId && (
            <>
              <Text size="sm" mb={4}>
                <a href={hrefOf({ page: "machine", machineId: actor.machineId })}>{actor.machineId}</a> {t`is in`}{" "}
                <Code data-testid="live-state" data-trail={actor.trail.map((ids) => ids.join(" ")).join(" | ")}>{actor.stateIds.filter((id) => !actor.stateIds.some((other) => other.startsWith(`${id}.`))).join(", ")}</Code>
              </Text>
              <ActorDiagram key={actor.actorId} machineId={actor.machineId} stateIds={actor.stateIds} />
            </>
          )}
        </div>
        <Paper withBorder p="xs" w={380} style={{ flexShrink: 0 }}>
          <Text size="sm" fw={700}>
            {t`Events (masked)`}
          </Text>
          <ScrollArea h="calc(100vh - 330px)">
            <Stack gap={2} data-testid="live-events">
              {[...session.events].reverse().map((event, n) => {
                const { type, ...rest } = event.event;
                const target = session.actors[event.actorId]?.machineId ?? event.machineId;
                return (
                  <Text key={n} size="xs">
                    <Badge size="xs" variant="light" mr={4}>
                      {target ?? event.actorId}
                    </Badge>
                    <b>{type}</b> {Object.keys(rest).length > 0 && <Code fz="xs">{JSON.stringify(rest)}</Code>}
                  </Text>
                );
              })}
            </Stack>
          </ScrollArea>
        </Paper>
      </Group>
    </Stack>
  );
}

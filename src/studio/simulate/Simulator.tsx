import { Alert, Badge, Button, Code, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useReducer, useRef, useState } from "react";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { callById } from "../catalogue";
import type { StudioMachine } from "../model";
import { examplesOf, loadMachine, loadModel, type AnyModel } from "./load";
import { activeIds, startSimulation, type Simulation } from "./session";
import { answerLabel, summary, userEventsAt } from "./options";

interface Props {
  machine: StudioMachine;
  /** Reports the active state ids after every step, for the diagram. */
  onStates: (ids: string[]) => void;
}

/** Simulate: the real machine running in the page; a person sends events and chooses the answers of its actors. */
export function Simulator({ machine, onStates }: Props) {
  const { t } = useLingui();
  const [sim, setSim] = useState<Simulation>();
  const [model, setModel] = useState<AnyModel>();
  const [failure, setFailure] = useState<string>();
  const [run, restart] = useReducer((n: number) => n + 1, 0);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const [log, setLog] = useState<string[]>([]);
  const [custom, setCustom] = useState("");
  const report = useRef(onStates);
  report.current = onStates;

  useEffect(() => {
    let current: Simulation | undefined;
    let cancelled = false;
    setLog([]);
    void (async () => {
      try {
        const real = await loadMachine(machine);
        const found = await loadModel(machine, real);
        if (cancelled) return;
        current = startSimulation(real, found?.input, () => {
          refresh();
          if (current) report.current(activeIds(current.actor.getSnapshot() as AnyMachineSnapshot));
        });
        setModel(found);
        setSim(current);
        setFailure(undefined);
        report.current(activeIds(current.actor.getSnapshot() as AnyMachineSnapshot));
      } catch (error) {
        if (!cancelled) setFailure(String(error));
      }
    })();
    return () => {
      cancelled = true;
      current?.stop();
      report.current([]);
    };
  }, [machine, run]);

  if (failure) return <Alert color="red" title={t`This machine cannot run here`}>{failure}</Alert>;
  if (!sim) return <Loader size="sm" />;

  const snapshot = sim.actor.getSnapshot() as AnyMachineSnapshot;
  const ids = activeIds(snapshot);
  const send = (event: EventObject) => {
    setLog((entries) => [...entries, `${event.type} ${summary(event)}`]);
    sim.answer(event);
  };
  const events = userEventsAt(machine, ids);
  const invokes = machine.states.filter((s) => ids.includes(s.id)).flatMap((s) => s.invokes);
  const waiting = invokes.filter((i) => sim.fakes.isPending(i.id) || snapshot.children[i.id] !== undefined);
  const deepest = [...ids].reverse().find((id) => machine.states.find((s) => s.id === id)?.screen);
  const screenState = machine.states.find((s) => s.id === deepest);

  return (
    <Paper withBorder p="sm" mb="sm" data-testid="simulator">
      <Stack gap={8}>
        <Group justify="space-between">
          <Title order={4}>{t`Simulate`}</Title>
          <Button size="xs" variant="default" onClick={restart}>
            {t`Start again`}
          </Button>
        </Group>
        <Text size="sm">
          {t`Now in:`}{" "}
          <Code data-testid="sim-state">{ids.filter((id) => !machine.states.some((s) => s.parentId === id)).join(", ")}</Code>
          {snapshot.status !== "active" && <Badge ml={6}>{snapshot.status}</Badge>}
          {snapshot.status === "error" && (
            <Text span size="xs" c="red" ml={6}>
              {String((snapshot as { error?: unknown }).error)}
            </Text>
          )}
        </Text>
        {screenState && (
          <Text size="sm">
            {t`Screen:`} {screenState.screen} {screenState.routes.length > 0 && `(${screenState.routes.join(", ")})`}
          </Text>
        )}
        {!model && <Text size="xs" c="dimmed">{t`This machine has no test model: events go without payloads and answers are plain success or failure.`}</Text>}

        <Text size="sm" fw={700}>{t`Send an event`}</Text>
        {events.length === 0 && <Text size="sm" c="dimmed">{t`No event a person can send here.`}</Text>}
        <Group gap={6}>
          {events.flatMap((type) => {
            const examples = examplesOf(model, type, snapshot);
            const options = examples.length ? examples : [{ type }];
            return options.map((event, n) => {
              const enabled = (() => {
                try {
                  return snapshot.can(event);
                } catch {
                  return true;
                }
              })();
              return (
                <Button
                  key={`${type}-${n}`}
                  size="compact-sm"
                  variant={enabled ? "light" : "subtle"}
                  disabled={!enabled}
                  onClick={() => send(event)}
                  styles={{ root: { height: "auto", minHeight: 26, maxWidth: "100%" }, label: { whiteSpace: "normal", textAlign: "left" } }}
                >
                  {type} {summary(event)}
                </Button>
              );
            });
          })}
        </Group>
        <Group gap={4} align="end">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            label={t`Any event as JSON`}
            placeholder={'{"type":"LOGIN.CHANGE","field":"username","value":"demo"}'}
            value={custom}
            onChange={(event) => setCustom(event.currentTarget.value)}
          />
          <Button
            size="xs"
            onClick={() => {
              try {
                const event = JSON.parse(custom) as EventObject;
                if (typeof event.type === "string") send(event);
              } catch {
                setLog((entries) => [...entries, t`Not JSON: ${custom}`]);
              }
            }}
          >
            {t`Send`}
          </Button>
        </Group>

        {waiting.length > 0 && (
          <div data-testid="sim-answers">
            <Text size="sm" fw={700}>{t`Waiting for an answer`}</Text>
            {waiting.map((invoke) => {
              const done = `xstate.done.actor.${invoke.id}`;
              const error = `xstate.error.actor.${invoke.id}`;
              const doneEvents = examplesOf(model, done, snapshot);
              const errorEvents = examplesOf(model, error, snapshot);
              const answers: EventObject[] = [
                ...(doneEvents.length ? doneEvents : [{ type: done, output: undefined } as EventObject]),
                ...(errorEvents.length ? errorEvents : [{ type: error, error: { kind: "network" } } as EventObject]),
              ];
              return (
                <Stack key={invoke.id} gap={4} mt={4}>
                  <Text size="sm">
                    <Code>{invoke.src}</Code>{" "}
                    {invoke.callIds.map((id) => {
                      const call = callById(id);
                      return (
                        <Badge key={id} size="sm" variant="outline" mr={4}>
                          {call ? `${call.method} ${call.path}` : id}
                        </Badge>
                      );
                    })}
                  </Text>
                  <Group gap={6}>
                    {answers.map((event, n) => {
                      const label = answerLabel(event);
                      return (
                        <Button
                          key={n}
                          size="compact-sm"
                          color={event.type === done ? "green" : "red"}
                          variant="light"
                          onClick={() => send(event)}
                          title={JSON.stringify(event)}
                          styles={{ root: { height: "auto", minHeight: 26, maxWidth: "100%" }, label: { whiteSpace: "normal", textAlign: "left" } }}
                        >
                          {label.ok ? t`Success` : t`Failure`}
                          {label.detail ? `: ${label.detail}` : ""}
                        </Button>
                      );
                    })}
                  </Group>
                </Stack>
              );
            })}
          </div>
        )}
        {sim.actions.length > 0 && (
          <Text size="xs" c="dimmed">
            {t`The app was asked to:`} {sim.actions.slice(-6).join(", ")}
          </Text>
        )}
        {log.length > 0 && (
          <div>
            <Text size="sm" fw={700}>{t`Sent so far`}</Text>
            <Code block fz="xs" data-testid="sim-log">
              {log.join("\n")}
            </Code>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

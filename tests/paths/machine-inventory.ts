import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/** Stable name of a transition definition: source state, event, position among that source's transitions for it. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const list = transition.eventType === "" ? source.always ?? [] : source.transitions.get(transition.eventType) ?? [];
  const index = list.indexOf(transition);
  return `${source.id} ${transition.eventType || "(always)"} #${index}`;
}

/** Every state node and every transition a machine defines: the denominators of the coverage report. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const visit = (node: AnyStateNode) => {
    states.push(node.id);
    for (const list of node.transitions.values()) for (const t of list) transitions.push(transitionKey(t));
    for (const t of node.always ?? []) transitions.push(transitionKey(t));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return { states, transitions };
}

import type { StudioMachine } from "../model";

export function Simulator(_props: { machine: StudioMachine; onStates: (ids: string[]) => void }) {
  return null;
}

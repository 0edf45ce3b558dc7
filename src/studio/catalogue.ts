import data from "virtual:studio-catalogue";
import type { StudioCall, StudioCatalogue, StudioMachine, StudioScreens, StudioSpecSection } from "./model";

export const catalogue = data as StudioCatalogue;

const machines = new Map(catalogue.machines.map((m) => [m.id, m]));
export const machineById = (id: string): StudioMachine | undefined => machines.get(id);
export const callById = (id: string): StudioCall | undefined => catalogue.calls.find((c) => c.id === id);
export const specByRef = (ref: string): StudioSpecSection | undefined => catalogue.spec.find((s) => s.ref === ref);

let screens: Promise<StudioScreens | undefined> | undefined;
/**
 * The picture manifest of `npm run studio`: the server answers an empty one until it has run (the studio works without
 * pictures); undefined only when the manifest cannot be read at all.
 */
export function loadScreens(): Promise<StudioScreens | undefined> {
  screens ??= fetch(`${import.meta.env.BASE_URL}screens/manifest.json`)
    .then((response) => (response.ok ? (response.json() as Promise<StudioScreens>) : undefined))
    .catch(() => undefined);
  return screens;
}

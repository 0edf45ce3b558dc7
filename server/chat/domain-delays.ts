/** Per-host delays of /wps/system/ping (dev route), so the connection chooser measures real, different round trips. */
export type DomainDelays = { get(host: string): number; set(host: string, ms: number): void; clear(): void };

export function createDomainDelays(): DomainDelays {
  const delays = new Map<string, number>();
  return {
    get: (host) => delays.get(host.toLowerCase()) ?? 0,
    set: (host, ms) => void (ms > 0 ? delays.set(host.toLowerCase(), ms) : delays.delete(host.toLowerCase())),
    clear: () => delays.clear(),
  };
}

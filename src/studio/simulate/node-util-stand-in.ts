// register.oracle.ts compares with node:util's isDeepStrictEqual; the studio never runs oracles, but the model imports it.
export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

import { isDeepStrictEqual } from "node:util";

const defined = (errors: unknown): Record<string, unknown> =>
  Object.fromEntries(Object.entries((errors ?? {}) as Record<string, unknown>).filter(([, error]) => error !== undefined));

/**
 * Matches field errors exactly (a field cleared to `undefined` counts as no error). `toMatchObject`, which the oracle's
 * context facts use, matches nested objects as subsets: `fieldErrors: {}` alone would accept any errors.
 */
export function exactErrors(expected: Record<string, unknown>) {
  return {
    asymmetricMatch: (actual: unknown) => isDeepStrictEqual(defined(actual), defined(expected)),
    toString: () => "exactErrors",
    toAsymmetricMatcher: () => `exactErrors(${JSON.stringify(defined(expected))})`,
  };
}

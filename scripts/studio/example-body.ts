import * as z from "zod/mini";
import { maskSecrets } from "../../src/app/mask-secrets";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
};

/** Sample strings by what a field's name says it holds; the first that fits the field's pattern wins. */
const HINTS: [RegExp, string][] = [
  [/mobile|phone/i, "0812345678"],
  [/email/i, "player@example.com"],
  [/(account|card)(no|num|number)?$|accountNumber|bankAccount/i, "1234567890123"],
  [/realName|accountName|fullName|^name$|firstName|lastName|holder/i, "Somchai Jaidee"],
  [/amount|money|balance/i, "100.00"],
  [/date|day|time/i, "2026-01-01"],
  [/dialing|dialling/i, "+66"],
  [/url|link/i, "https://example.com/"],
  [/user(name)?$/i, "player01"],
];
const FALLBACKS = ["example", "100", "1234", "0812345678", "AB12", "a1b2c3d4"];

function sampleString(key: string, schema: JsonSchema): string {
  const candidates = [...HINTS.filter(([pattern]) => pattern.test(key)).map(([, value]) => value), ...FALLBACKS];
  let pattern: RegExp | undefined;
  try {
    pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  } catch {
    pattern = undefined;
  }
  const value = candidates.find((c) => !pattern || pattern.test(c)) ?? candidates[0]!;
  return value.length >= (schema.minLength ?? 0) ? value : value.padEnd(schema.minLength!, "x");
}

function sample(schema: JsonSchema, key: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sample(alternatives.find((a) => a.type !== "null") ?? alternatives[0]!, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, sample(inner, name)]));
    case "array":
      return schema.items ? [sample(schema.items, key)] : [];
    case "string":
      return sampleString(key, schema);
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case "boolean":
      return false;
    case "null":
      return null;
    default:
      return key ? "example" : {};
  }
}

/** An example of a request body that fits the contract's schema, masked as the app masks what it shows, as pretty JSON. */
export function exampleBody(schema: z.ZodMiniType): string | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema;
  } catch {
    return undefined;
  }
  return JSON.stringify(maskSecrets(sample(json, "")), null, 2);
}

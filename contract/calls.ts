import type * as z from "zod/mini";
import { firstCalls } from "./first-calls";
import { laterCalls } from "./later-calls";

/** Every call the client makes and the reference server answers (the first screen's and the later ones). */
export const calls = { ...firstCalls, ...laterCalls } as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type ValueOf<N extends CallName> = z.infer<Calls[N]["value"]>;
/** `body` is an optional property, so its type includes `undefined`: strip that before asking for the schema. */
export type BodyOf<N extends CallName> = [NonNullable<Calls[N]["body"]>] extends [never]
  ? undefined
  : NonNullable<Calls[N]["body"]> extends z.ZodMiniType
    ? z.infer<NonNullable<Calls[N]["body"]>>
    : undefined;

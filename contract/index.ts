/**
 * The shared contract: zod schemas and types of every call, used by client, machines (types) and server.
 *
 * What the first screen reads (the first call table, its schemas, and the few constants every page uses) is exported
 * here; the other areas export only their types here, and their values from their own files (`contract/agent`,
 * `contract/calls`...). The client loads those areas' schemas with the first call that needs them
 * (src/api/http-client.ts): re-exported from here, they would sit in its first chunk, used or not.
 */
export * from "./envelope";
export * from "./errors";
export * from "./system";
export * from "./member";
export * from "./content";
export * from "./games";
export * from "./auth";
export * from "./register";
export * from "./providers";
export * from "./call";
export * from "./first-calls";
export * from "./i18n";
export * from "./wallet";
export * from "./promotions";
export * from "./agent-kinds";
export * from "./red-envelope";
export type * from "./calls";
export type * from "./agent";
export type * from "./security";
export type * from "./messages";
export type * from "./referral";
export type * from "./help";
export type * from "./points";
export type * from "./chat";
export type * from "./mini-game";
export type * from "./ip-verification";
export type * from "./affiliate-application";
export type * from "./safer-play";

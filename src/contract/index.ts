/** The shared contract: zod schemas and types of every call, used by client, machines (types) and server. */
export * from "./envelope";
export * from "./errors";
export * from "./system";
export * from "./member";
export * from "./content";
export * from "./games";
export * from "./auth";
export * from "./register";
export * from "./providers";
export * from "./calls";
export * from "./wallet";
export * from "./agent";
export { CONTRACT_CALL } from "./agent-calls";
export * from "./i18n";
export * from "./chat";
export * from "./mini-game";

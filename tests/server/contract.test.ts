// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CallDefinition } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { makeServer, send, tokenFor } from "./helpers";

let server: ReferenceServer;
let token: string;
beforeAll(async () => {
  server = await makeServer();
  token = await tokenFor(server, "demo", "Demo1234");
});
afterAll(async () => {
  await server.close();
});

describe("the contract's calls table", () => {
  it("has a server route for every call (a call added to the contract needs one here too)", async () => {
    const missing: string[] = [];
    for (const [name, definition] of Object.entries(calls) as [string, CallDefinition][]) {
      const answer = await send(server, definition.method, definition.path, { token: definition.access === "member" ? token : undefined, body: definition.body ? {} : undefined });
      if (answer.status === 404) missing.push(`${name}: ${definition.method} ${definition.path}`);
    }
    expect(missing).toEqual([]);
  });

  it("answers guests 401 on every member call", async () => {
    for (const definition of Object.values(calls) as CallDefinition[]) {
      if (definition.access !== "member") continue;
      const answer = await send(server, definition.method, definition.path);
      expect(answer.status, definition.path).toBe(401);
      expect(answer.json?.errorCode).toBe("login.not.session");
    }
  });

  it("answers every body-less GET with a value that passes its schema", async () => {
    token = await tokenFor(server, "demo", "Demo1234"); // the first test logged out
    // Agent-centre calls (module AGENT3) answer agents only: ask them as the seeded agent.
    const agentToken = await tokenFor(server, "agent", "Agent1234");
    for (const [name, definition] of Object.entries(calls) as [string, CallDefinition][]) {
      if (definition.method !== "GET" || definition.body) continue;
      // Calls that name what they act on: the first seeded game.
      const query = name === "launchGame" ? "?nodeId=1" : name === "openedNumero" ? "?gameCode=TCG_LOTTO_VN_LOTT_0001" : "";
      const caller = definition.module === "AGENT3" ? agentToken : token;
      // launchGame is guest-callable for the free trial only: a real launch is a member's.
      const answer = await send(server, "GET", `${definition.path}${query}`, { token: definition.access === "member" || name === "launchGame" ? caller : undefined });
      expect(answer.json?.success, name).toBe(true);
      expect(definition.value.safeParse(answer.json?.value).success, name).toBe(true);
    }
  });

  it("answers logout with a value that passes its schema", async () => {
    const other = await tokenFor(server, "agent", "Agent1234");
    const answer = await send(server, "DELETE", calls.logout.path, { token: other });
    expect(answer.json?.success).toBe(true);
    expect(calls.logout.value.safeParse(answer.json?.value).success).toBe(true);
  });
});

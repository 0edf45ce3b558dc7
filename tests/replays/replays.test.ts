// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RecordedSession } from "../../src/app/session-recorder";
import { replaySession } from "../../scripts/replay/replay-session";

/** Sessions recorded in the app (`?recordSession`, debug menu, Download session), kept here as they were downloaded. */
const dir = join("tests", "replays");
const sessions = readdirSync(dir).filter((file) => file.endsWith(".json"));

describe("recorded sessions replay on today's machines to the states they reached when recorded", () => {
  it("has recorded sessions to replay", () => {
    expect(sessions.length).toBeGreaterThan(0);
  });

  it.each(sessions)("%s", (file) => {
    const session = JSON.parse(readFileSync(join(dir, file), "utf8")) as RecordedSession;
    const steps = replaySession(session);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.filter((step) => !step.same).map((step) => `${step.flow} ${step.event}: recorded ${JSON.stringify(step.expected)}, now ${JSON.stringify(step.reached)}`)).toEqual([]);
  });
});

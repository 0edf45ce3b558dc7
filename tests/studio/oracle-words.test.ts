// @vitest-environment node
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { oracleChecksOf } from "../../scripts/studio/oracle-checks";
import { checksWords, eventWords, noChecks, oracleRowWords, type OracleChecks } from "../../scripts/studio/oracle-words";

const checks = (part: Partial<OracleChecks>): OracleChecks => ({ ...noChecks(), ...part });

/** The statements of the first `case` of a switch written in `code`, with its file. */
function firstCase(code: string) {
  const source = ts.createSourceFile("rule.oracle.ts", code, ts.ScriptTarget.Latest, true);
  let clause: ts.CaseClause | undefined;
  const find = (node: ts.Node): void => {
    if (!clause && ts.isCaseClause(node)) clause = node;
    ts.forEachChild(node, find);
  };
  find(source);
  return oracleChecksOf(clause!.statements, source);
}

describe("an oracle rule's event in words", () => {
  it("takes the machine's description of the transition, up to where it says the outcome", () => {
    expect(eventWords({ type: "OFFER.CONFIRM", descriptions: ["The upline confirms: the offer is sent."], labels: ["Confirm"] })).toBe("the upline confirms");
    expect(eventWords({ type: "CONFIRM.KIND", descriptions: ["A player picks an answer.", "A player picks an answer."], labels: [] })).toBe("a player picks an answer");
  });

  it("falls back to the control's label when the descriptions differ, and to the event's words last", () => {
    expect(eventWords({ type: "OFFER.SUBMIT", descriptions: ["A downline is picked: previewed.", "No downline: the form says why."], labels: ["Continue"] })).toBe("“Continue” is used");
    expect(eventWords({ type: "SESSION.EXPIRED", descriptions: [], labels: [] })).toBe("“session expired” happens");
  });

  it("says what an actor's answer, a failure and a delay are", () => {
    expect(eventWords({ type: "xstate.done.actor.loadContracts", descriptions: ["The contracts are listed."], labels: [] })).toBe("load contracts answers");
    expect(eventWords({ type: "xstate.error.actor.readProof", descriptions: [], labels: [] })).toBe("read proof fails");
    expect(eventWords({ type: "xstate.after.1500.login.wait", descriptions: [], labels: [] })).toBe("1.5 s have passed");
  });
});

describe("what an oracle rule checks, in words", () => {
  it("names the requests, the facts kept and cleared, the effects and the end", () => {
    expect(checksWords(checks({ starts: ["previewOffer"], keeps: ["downlineId"], clears: ["problem", "error"] }))).toBe(
      "The test checks that it starts preview offer, it keeps downline id and it clears problem and error.",
    );
    expect(checksWords(checks({ effects: ["balanceChanged", "SMS.SEND to smsCode"], output: true }))).toBe(
      "The test checks that it tells the site “balance changed” and sends SMS.SEND to sms code and the flow ends with its result.",
    );
    expect(checksWords(checks({ onlyWhile: ["loading", "moreFailed"] }))).toBe("The test checks that it comes only while the flow is loading or more failed.");
  });

  it("says what an empty expectation means: no request and no effect", () => {
    expect(checksWords(checks({ nothing: true }))).toBe("The test checks that it starts nothing and tells the site nothing.");
    expect(checksWords(checks({ starts: ["fetchBalance"], nothing: true }))).toBe(
      "The test checks that it starts fetch balance; or, in the other cases, that it starts nothing and tells the site nothing.",
    );
  });

  it("tells a rule that only updates its picture of the flow by what it notes", () => {
    expect(checksWords(checks({ notes: ["kind"], unnotes: ["problem"] }))).toBe("The rule notes kind and clears problem; the test checks the flow against what it noted so far.");
  });

  it("makes a row that never starts with the raw event, the rule's comment first", () => {
    const row = oracleRowWords([{ type: "CONFIRM.KIND", descriptions: ["The player picks an answer."], labels: [] }], "Spec section 4", checks({ clears: ["problem"] }));
    expect(row).toEqual({ title: "When the player picks an answer", outcome: "Spec section 4. The test checks that it clears problem." });
  });
});

describe("reading what a rule expects from its code", () => {
  it("reads returned and assigned expectations, with the file's own helpers and preconditions", () => {
    const found = firstCase(`
      const need = (...phases) => { if (!phases.includes(phase)) throw new Error("no"); };
      const load = () => ({ requests: [{ id: "loadList", input: {} }] });
      switch (event.type) {
        case "LIST.RETRY":
          need("failed");
          if (busy) return {};
          expectation.effects = ["listChanged", { sendTo: "smsCode", event: { type: "SMS.SEND" } }];
          return { ...load(), context: { error: undefined, mode: event.mode, search } };
      }`);
    expect(found).toMatchObject({
      onlyWhile: ["failed"],
      starts: ["loadList"],
      keeps: ["mode", "search"],
      clears: ["error"],
      effects: ["listChanged", "SMS.SEND to smsCode"],
      nothing: true,
      output: false,
    });
  });

  it("reads what a rule notes in its picture of the flow when it sets no expectation", () => {
    const found = firstCase(`
      switch (event.type) {
        case "CONFIRM.KIND":
          s.kind = event.kind;
          s.problem = undefined;
          Object.assign(s, { phase: "choosing", error: undefined });
          break;
      }`);
    expect(found).toMatchObject({ notes: ["kind", "phase"], unnotes: ["problem", "error"], starts: [], nothing: false });
  });
});

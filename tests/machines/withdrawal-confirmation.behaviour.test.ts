import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { withdrawalInfo } from "../fixtures/wallet";
import { withdrawalConfirmationModel } from "./withdrawal-confirmation.model";

// Changes to the machine that the generated paths once let through, each as a plain story: the expected values are the spec's (sections 4, 5, 9).
const MB5 = 5 * 1024 * 1024;
const png = { contentType: "image/png", dataBase64: "iVBORw0KGgo=" };

function started() {
  const test = createTestActor(withdrawalConfirmationModel);
  test.actor.start();
  return test;
}

async function addProof(test: ReturnType<typeof started>, name: string, size = 1000) {
  test.actor.send({ type: "PROOF.ADD", file: { name, size, blob: null } });
  if (test.actor.getSnapshot().matches("readingProof")) await deliver(test, { type: "xstate.done.actor.readProof", output: png } as never);
}

const requests = (test: ReturnType<typeof started>, id: string) => test.fakes.inputs.filter((r) => r.id === id);

describe("withdrawalConfirmation machine", () => {
  it("does not let 'not received' be confirmed without a proof image", async () => {
    const test = started();
    test.actor.send({ type: "CONFIRM.KIND", kind: "notReceived" });
    test.actor.send({ type: "CONFIRM.REVIEW" });
    expect(test.actor.getSnapshot().value).toBe("choosing");
    expect(test.actor.getSnapshot().context.problem).toBe("proofRequired");
    test.actor.send({ type: "CONFIRM.SUBMIT" });
    expect(requests(test, "confirmWithdrawal")).toEqual([]);
    await addProof(test, "receipt.png");
    test.actor.send({ type: "CONFIRM.REVIEW" });
    expect(test.actor.getSnapshot().value).toBe("reviewing");
  });

  it("refuses a fourth proof image without reading it", async () => {
    const test = started();
    test.actor.send({ type: "CONFIRM.KIND", kind: "notReceived" });
    for (const name of ["a.png", "b.png", "c.png"]) await addProof(test, name);
    test.actor.send({ type: "PROOF.ADD", file: { name: "d.png", size: 1000, blob: null } });
    expect(test.actor.getSnapshot().value).toBe("choosing");
    expect(test.actor.getSnapshot().context.problem).toBe("imagesTooMany");
    expect(requests(test, "readProof").map((r) => (r.input as { name: string }).name)).toEqual(["a.png", "b.png", "c.png"]);
    expect(test.actor.getSnapshot().context.proofs.map((p) => p.fileName)).toEqual(["a.png", "b.png", "c.png"]);
  });

  it("takes an image of exactly 5 MB and refuses one byte more", async () => {
    const test = started();
    test.actor.send({ type: "CONFIRM.KIND", kind: "notReceived" });
    test.actor.send({ type: "PROOF.ADD", file: { name: "over.png", size: MB5 + 1, blob: null } });
    expect(test.actor.getSnapshot().context.problem).toBe("imageTooBig");
    expect(requests(test, "readProof")).toEqual([]);
    await addProof(test, "limit.png", MB5);
    expect(test.actor.getSnapshot().context.proofs).toEqual([{ fileName: "limit.png", ...png }]);
  });

  it("takes png and jpg by their bytes, nothing else", async () => {
    const test = started();
    test.actor.send({ type: "CONFIRM.KIND", kind: "notReceived" });
    test.actor.send({ type: "PROOF.ADD", file: { name: "photo.jpg", size: 10, blob: null } });
    await deliver(test, { type: "xstate.done.actor.readProof", output: { contentType: "image/jpeg", dataBase64: "/9j/" } } as never);
    test.actor.send({ type: "PROOF.ADD", file: { name: "anim.png", size: 10, blob: null } });
    await deliver(test, { type: "xstate.done.actor.readProof", output: { contentType: null, dataBase64: "" } } as never);
    expect(test.actor.getSnapshot().context.problem).toBe("imageNotPngOrJpg");
    expect(test.actor.getSnapshot().context.proofs).toEqual([{ fileName: "photo.jpg", contentType: "image/jpeg", dataBase64: "/9j/" }]);
  });

  it("on the review step Confirm sends the statement and Back returns to it unsent", async () => {
    const test = started();
    test.actor.send({ type: "CONFIRM.KIND", kind: "receivedAmount" });
    test.actor.send({ type: "AMOUNT.CHANGE", text: " 0150.50 " });
    test.actor.send({ type: "CONFIRM.REVIEW" });
    test.actor.send({ type: "CONFIRM.BACK" });
    expect(test.actor.getSnapshot().value).toBe("choosing");
    expect(requests(test, "confirmWithdrawal")).toEqual([]);
    test.actor.send({ type: "CONFIRM.REVIEW" });
    test.actor.send({ type: "CONFIRM.SUBMIT" });
    expect(test.actor.getSnapshot().value).toBe("submitting");
    expect(requests(test, "confirmWithdrawal")).toEqual([
      { id: "confirmWithdrawal", input: { request: { withdrawalId: 5, kind: "receivedAmount", amount: "150.50" }, key: "k-5" } },
    ]);
    await deliver(test, { type: "xstate.done.actor.confirmWithdrawal", output: withdrawalInfo({ status: "partial" }) } as never);
    expect(test.actions.map((a) => a.type)).toEqual(["withdrawalConfirmed"]);
  });

  it("refuses a received amount above the withdrawal's", () => {
    const test = started();
    test.actor.send({ type: "CONFIRM.KIND", kind: "remainingAmount" });
    test.actor.send({ type: "AMOUNT.CHANGE", text: "200.01" });
    test.actor.send({ type: "CONFIRM.REVIEW" });
    expect(test.actor.getSnapshot().context.problem).toBe("aboveMax");
    test.actor.send({ type: "AMOUNT.CHANGE", text: "200" });
    test.actor.send({ type: "CONFIRM.REVIEW" });
    expect(test.actor.getSnapshot().value).toBe("reviewing");
  });

  it("keeps the page's auto-receipt minutes for the rule shown before confirming", () => {
    const test = started();
    expect(test.actor.getSnapshot().context.autoReceiptMinutes).toBe(45);
  });
});

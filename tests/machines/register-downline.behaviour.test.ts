import { describe, expect, it } from "vitest";
import { registerDownlineMachine } from "../../machines/register-downline.machine";
import { createTestActor } from "../paths/replay-actor";
import { PASSWORD_RULES, USERNAME_RULES } from "./register-downline.oracle";

const started = () => {
  const test = createTestActor({ name: "registerDownline", machine: registerDownlineMachine });
  test.actor.start();
  return test;
};

describe("register downline: the field rules (spec section 5, the register settings fixture)", () => {
  it.each(Object.entries(USERNAME_RULES))("username %j valid: %s", (username, valid) => {
    const test = started();
    test.actor.send({ type: "FIELD.CHANGE", field: "username", value: username });
    test.actor.send({ type: "DOWNLINE.SUBMIT" });
    expect(test.actor.getSnapshot().context.invalid.includes("username")).toBe(!valid);
  });

  it.each(Object.entries(PASSWORD_RULES))("password %j valid: %s", (password, valid) => {
    const test = started();
    test.actor.send({ type: "FIELD.CHANGE", field: "username", value: "player9" });
    test.actor.send({ type: "FIELD.CHANGE", field: "password", value: password });
    test.actor.send({ type: "FIELD.CHANGE", field: "confirmPassword", value: password });
    test.actor.send({ type: "DOWNLINE.SUBMIT" });
    expect(test.actor.getSnapshot().context.invalid).toEqual(valid ? [] : password === "" ? ["password", "confirmPassword"] : ["password"]);
    expect(test.fakes.inputs).toEqual(valid ? [{ id: "registerDownline", input: { username: "player9", password, isAgent: false } }] : []);
  });
});

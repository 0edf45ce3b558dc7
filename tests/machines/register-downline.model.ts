import { registerDownlineMachine, type RegisterDownlineContext } from "../../machines/register-downline.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";
import { registerDownlineOracle } from "./register-downline.oracle";

export const registerDownlineModel: PathModel<typeof registerDownlineMachine> = {
  name: "registerDownline",
  machine: registerDownlineMachine,
  oracle: registerDownlineOracle,
  payloads: {
    "xstate.done.actor.registerDownline": () => [{ type: "xstate.done.actor.registerDownline", output: { id: 30, username: "player9", type: 0 } }],
    "xstate.error.actor.registerDownline": () => [{ type: "xstate.error.actor.registerDownline", error: errorOf("USERNAME_EXISTS") }],
    "FIELD.CHANGE": (snapshot) => {
      const form = (snapshot.context as RegisterDownlineContext).form;
      // Fill the form one field at a time (a right and a wrong value each), then correct what is wrong or spoil the
      // username: bounded and enough for every transition. The name has spaces around it: it is sent trimmed.
      const change = (field: string, value: string) => ({ type: "FIELD.CHANGE", field, value });
      if (form.username === "") return [change("username", " player9 "), change("username", "9bad")];
      if (form.password === "") return [change("password", "abc12345"), change("password", "abcdefgh")];
      if (form.confirmPassword === "") return [change("confirmPassword", form.password), change("confirmPassword", "abc1234x")];
      if (form.password !== "abc12345") return [change("password", "abc12345")];
      if (form.confirmPassword !== form.password) return [change("confirmPassword", form.password)];
      return [change("username", form.username === " player9 " ? "9bad" : " player9 ")];
    },
    "AGENT.TOGGLE": () => [{ type: "AGENT.TOGGLE", isAgent: true }],
  },
  contextKey: (context: RegisterDownlineContext) => [context.form, context.invalid, context.isAgent, context.error?.errorCode ?? null],
};

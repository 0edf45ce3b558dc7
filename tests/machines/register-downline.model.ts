import { registerDownlineMachine, type RegisterDownlineContext } from "../../machines/register-downline.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";

export const registerDownlineModel: PathModel<typeof registerDownlineMachine> = {
  name: "registerDownline",
  machine: registerDownlineMachine,
  payloads: {
    "xstate.done.actor.registerDownline": () => [{ type: "xstate.done.actor.registerDownline", output: { id: 30, username: "player9", type: 0 } }],
    "xstate.error.actor.registerDownline": () => [{ type: "xstate.error.actor.registerDownline", error: errorOf("USERNAME_EXISTS") }],
    "FIELD.CHANGE": (snapshot) => {
      const form = (snapshot.context as RegisterDownlineContext).form;
      // Fill the form one field at a time, then spoil the username: bounded and enough for every transition.
      if (form.username === "") return [{ type: "FIELD.CHANGE", field: "username", value: "player9" }];
      if (form.password === "") return [{ type: "FIELD.CHANGE", field: "password", value: "abc12345" }];
      if (form.confirmPassword === "") return [{ type: "FIELD.CHANGE", field: "confirmPassword", value: "abc12345" }];
      return form.username === "player9" ? [{ type: "FIELD.CHANGE", field: "username", value: "9bad" }] : [{ type: "FIELD.CHANGE", field: "username", value: "player9" }];
    },
    "AGENT.TOGGLE": () => [{ type: "AGENT.TOGGLE", isAgent: true }],
  },
  contextKey: (context: RegisterDownlineContext) => [context.form, context.invalid, context.isAgent, context.error?.errorCode ?? null],
};

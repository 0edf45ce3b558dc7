import { balanceMachine } from "../../machines/balance.machine";
import { networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

const BALANCE = { balance: 1250.5, currency: "THB" };
const model = { name: "balance", machine: balanceMachine, input: undefined };

// Header balance (spec: the member's balance, a refresh button, an eye that masks it as ***).
describeWalks(model, [
  { name: "shows the balance once it is read, unmasked", steps: [answer("fetchBalance", BALANCE)], state: { amount: "ready", display: "visible" }, context: { balance: BALANCE } },
  { name: "refresh reads the balance again", steps: [answer("fetchBalance", BALANCE), { type: "BALANCE.REFRESH" }], state: { amount: "loading", display: "visible" }, requests: { fetchBalance: 2 } },
  { name: "a balance that could not be read is read again on refresh", steps: [failure("fetchBalance", networkError), { type: "BALANCE.REFRESH" }], state: { amount: "loading", display: "visible" }, requests: { fetchBalance: 2 } },
  { name: "the eye masks the balance and shows it again", steps: [{ type: "BALANCE.TOGGLE_VISIBILITY" }, { type: "BALANCE.TOGGLE_VISIBILITY" }], state: { amount: "loading", display: "visible" } },
  { name: "masked, it stays masked while the balance loads", steps: [{ type: "BALANCE.TOGGLE_VISIBILITY" }, answer("fetchBalance", BALANCE)], state: { amount: "ready", display: "masked" } },
]);

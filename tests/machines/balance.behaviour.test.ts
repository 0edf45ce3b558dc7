import { balanceMachine } from "../../machines/balance.machine";
import { networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

const BALANCE = { balance: 1250.5, currency: "THB" };
const PENDING = { balance: 1250.5, currency: "THB", pendingRequests: 1 };
const APPROVED = { balance: 1750.5, currency: "THB", pendingRequests: 0 };
const model = { name: "balance", machine: balanceMachine, input: undefined };

// Header balance (spec: the member's balance, a refresh button, an eye that masks it as ***).
describeWalks(model, [
  { name: "shows the balance once it is read, unmasked", steps: [answer("fetchBalance", BALANCE)], state: { amount: "ready", display: "visible" }, context: { balance: BALANCE } },
  { name: "refresh reads the balance again", steps: [answer("fetchBalance", BALANCE), { type: "BALANCE.REFRESH" }], state: { amount: "loading", display: "visible" }, requests: { fetchBalance: 2 } },
  { name: "a balance that could not be read is read again on refresh", steps: [failure("fetchBalance", networkError), { type: "BALANCE.REFRESH" }], state: { amount: "loading", display: "visible" }, requests: { fetchBalance: 2 } },
  { name: "the eye masks the balance and shows it again", steps: [{ type: "BALANCE.TOGGLE_VISIBILITY" }, { type: "BALANCE.TOGGLE_VISIBILITY" }], state: { amount: "loading", display: "visible" } },
  // The header follows an approval (or any other credit) with no manual refresh.
  { name: "while a request waits for the operator, the balance is read again after 5 seconds", steps: [answer("fetchBalance", PENDING), { waitMs: 4_999 }], state: { amount: "ready", display: "visible" }, requests: { fetchBalance: 1 } },
  { name: "…and at 5 seconds it is read again in the background", steps: [answer("fetchBalance", PENDING), { waitMs: 5_000 }], state: { amount: "checking", display: "visible" }, requests: { fetchBalance: 2 } },
  { name: "with nothing pending it is read again after a minute, not sooner", steps: [answer("fetchBalance", BALANCE), { waitMs: 59_999 }], state: { amount: "ready", display: "visible" }, requests: { fetchBalance: 1 } },
  { name: "with nothing pending, a minute brings a background check", steps: [answer("fetchBalance", BALANCE), { waitMs: 60_000 }], state: { amount: "checking", display: "visible" }, requests: { fetchBalance: 2 } },
  { name: "the approved amount replaces the old one", steps: [answer("fetchBalance", PENDING), { waitMs: 5_000 }, answer("fetchBalance", APPROVED)], state: { amount: "ready", display: "visible" }, context: { balance: APPROVED } },
  { name: "a failed background check keeps the amount shown, without an error", steps: [answer("fetchBalance", PENDING), { waitMs: 5_000 }, failure("fetchBalance", networkError)], state: { amount: "ready", display: "visible" }, context: { balance: PENDING, error: undefined } },
  { name: "masked, it stays masked while the balance loads", steps: [{ type: "BALANCE.TOGGLE_VISIBILITY" }, answer("fetchBalance", BALANCE)], state: { amount: "ready", display: "masked" } },
]);

import { affiliateApplicationMachine, type AffiliateApplicationContext } from "../../machines/affiliate-application.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { affiliateApplicationOracle, FIELD_RULES, type Field } from "./affiliate-application.oracle";

/** Required fields first, then the optional ones: the form can be sent once the first four are right. */
const ORDER = ["fullName", "mobileNum", "email", "channel", "contact", "message"] as const;
/** A right value and a wrong one per field (the oracle's rule tables say what each must get). */
const TYPED: Record<(typeof ORDER)[number], { good: string; bad: string[] }> = {
  fullName: { good: " Somchai Jaidee ", bad: ["S", "Somchai 99"] },
  mobileNum: { good: " 0891234567 ", bad: ["12"] },
  email: { good: "somchai@example.com", bad: ["somchai", "a@b.c"] },
  channel: { good: "https://somchai-slots.example", bad: ["ab"] },
  contact: { good: "somchai.line", bad: ["x".repeat(51)] },
  message: { good: "I run a slots review page.", bad: ["m".repeat(501)] },
};

export const AFFILIATE_INPUT = { countryDialingCode: "+66", keyPrefix: "aff" };

const change = (field: Field, value: string) => ({ type: "AFFILIATE.CHANGE", field, value });
const isBad = (field: (typeof ORDER)[number], value: string) => value !== "" && FIELD_RULES[field][value] !== undefined;

/**
 * Fill one field at a time in order with a right value, or a wrong one while no other field is wrong; a wrong field
 * is put right before going on. The dialling code is picked once. Bounded, and every rule's error is met.
 */
function changes(context: AffiliateApplicationContext) {
  const form = context.form;
  const wrong = ORDER.find((field) => isBad(field, form[field]));
  if (wrong) return [change(wrong, TYPED[wrong].good)];
  const next = ORDER.find((field) => form[field] === "");
  const picks = form.countryDialingCode === "+66" ? [change("countryDialingCode", "+84")] : [];
  if (!next) return picks;
  return [change(next, TYPED[next].good), ...TYPED[next].bad.map((value) => change(next, value)), ...picks];
}

export const affiliateApplicationModel: PathModel<typeof affiliateApplicationMachine> = {
  name: "affiliateApplication",
  machine: affiliateApplicationMachine,
  input: AFFILIATE_INPUT,
  oracle: affiliateApplicationOracle(AFFILIATE_INPUT),
  contextKey: (context: AffiliateApplicationContext) => [context.form, Object.keys(context.fieldErrors).filter((f) => context.fieldErrors[f as Field]), context.error?.errorCode ?? context.error?.kind ?? null],
  payloads: {
    "AFFILIATE.CHANGE": (snapshot) => changes(snapshot.context as AffiliateApplicationContext),
    "xstate.done.actor.submitApplication": () => [{ type: "xstate.done.actor.submitApplication", output: { id: "aff-0001", createdAt: "2026-11-27T10:00:00.000Z" } }],
    "xstate.error.actor.submitApplication": () => [
      { type: "xstate.error.actor.submitApplication", error: { kind: "server", errorCode: "AFFILIATE_FIELD_INVALID", message: "E-mail: the format is not valid" } },
      { type: "xstate.error.actor.submitApplication", error: errorOf("AFFILIATE_RATE_LIMITED") },
      { type: "xstate.error.actor.submitApplication", error: networkError },
    ],
  },
};

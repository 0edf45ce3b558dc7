import { mobileBindingMachine } from "../../machines/mobile-binding.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// Binding or changing the member's mobile number (a recovery channel): the login password, a code sent to the
// bound number when one is bound, and a code sent to the new number. A refused binding shows its message on the form
// (which can be dismissed); after a binding, "again" starts over with an empty form that now asks for the old code.
const BOUND = { mobile: "081****222", countryDialingCode: "+66", recoveryOpensAt: "2026-11-28T07:05:00.000Z" };
const changing = { name: "mobileBinding", machine: mobileBindingMachine, input: { countryDialingCode: "+66", mobileBound: true } };
const first = { ...changing, input: { countryDialingCode: "+66", mobileBound: false } };
const change = (field: string, value: string) => ({ type: "MOBILE.CHANGE", field, value });
const filledNew = [change("loginPassword", "Demo1234"), change("mobileNum", "0811112222"), change("verificationCode", "654321")];
const filled = [...filledNew, change("oldMobileCode", "123456")];
const submit = { type: "MOBILE.SUBMIT" };
const refused = failure("bindMobile", errorOf("SMS_CODE_INVALID"));

describeWalks(changing, [
  { name: "a filled form binds the number", steps: [...filled, submit, answer("bindMobile", BOUND)], state: "done", requests: { bindMobile: 1 }, context: { bound: BOUND } },
  {
    name: "the password and the codes are forgotten once the number is bound",
    steps: [...filled, submit, answer("bindMobile", BOUND)],
    state: "done",
    context: { loginPassword: "", oldMobileCode: "", verificationCode: "" },
  },
  {
    name: "without the old number's code nothing is sent",
    steps: [...filledNew, submit],
    state: "editing",
    requests: { bindMobile: 0 },
    context: { fieldErrors: { oldMobileCode: { kind: "required" } } },
  },
  {
    name: "without the login password nothing is sent",
    steps: [change("oldMobileCode", "123456"), change("mobileNum", "0811112222"), change("verificationCode", "654321"), submit],
    state: "editing",
    requests: { bindMobile: 0 },
    context: { fieldErrors: { loginPassword: { kind: "required" } } },
  },
  {
    name: "a refused binding goes back to the form with its message, the entries kept",
    steps: [...filled, submit, refused],
    state: "editing",
    requests: { bindMobile: 1 },
    context: { error: { errorCode: "SMS_CODE_INVALID" }, mobileNum: "0811112222", verificationCode: "654321", oldMobileCode: "123456" },
  },
  {
    name: "a wrong login password's lock is shown on the form",
    steps: [...filled, submit, failure("bindMobile", errorOf("LOGIN_PASSWORD_LOCKED", { until: "2026-11-27T08:00:00.000Z" }))],
    state: "editing",
    context: { error: { errorCode: "LOGIN_PASSWORD_LOCKED" } },
  },
  { name: "a binding that failed on the network can be sent again", steps: [...filled, submit, failure("bindMobile", networkError), submit], state: "binding", requests: { bindMobile: 2 }, context: { error: undefined } },
  { name: "the message of a refused binding can be dismissed", steps: [...filled, submit, refused, { type: "MOBILE.DISMISS_ERROR" }], state: "editing", context: { error: undefined, mobileNum: "0811112222" } },
  {
    name: "after a binding, again starts over with an empty form",
    steps: [...filled, submit, answer("bindMobile", BOUND), { type: "MOBILE.AGAIN" }],
    state: "editing",
    requests: { bindMobile: 1 },
    context: { mobileNum: "", verificationCode: "", loginPassword: "", oldMobileCode: "", fieldErrors: {}, bound: undefined, countryDialingCode: "+66", mobileBound: true },
  },
  { name: "an empty form is not sent", steps: [submit], state: "editing", requests: { bindMobile: 0 } },
]);

describeWalks(first, [
  { name: "a first number needs the login password but no old number's code", steps: [...filledNew, submit], state: "binding", requests: { bindMobile: 1 } },
  {
    name: "after a first binding, changing it asks for the code to the number just bound",
    steps: [...filledNew, submit, answer("bindMobile", BOUND), { type: "MOBILE.AGAIN" }, ...filledNew, submit],
    state: "editing",
    requests: { bindMobile: 1 },
    context: { mobileBound: true, fieldErrors: { oldMobileCode: { kind: "required" } } },
  },
]);

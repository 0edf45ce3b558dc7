import { mobileBindingMachine } from "../../machines/mobile-binding.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// Binding or changing the member's mobile number with a code sent to the new number: a refused binding shows its
// message on the form (which can be dismissed); after a binding, "again" starts over with an empty form.
const BOUND = { mobile: "081****222", countryDialingCode: "+66" };
const model = { name: "mobileBinding", machine: mobileBindingMachine, input: { countryDialingCode: "+66" } };
const filled = [
  { type: "MOBILE.CHANGE", field: "mobileNum", value: "0811112222" },
  { type: "MOBILE.CHANGE", field: "verificationCode", value: "654321" },
];
const submit = { type: "MOBILE.SUBMIT" };
const refused = failure("bindMobile", errorOf("SMS_CODE_INVALID"));

describeWalks(model, [
  { name: "a filled form binds the number", steps: [...filled, submit, answer("bindMobile", BOUND)], state: "done", requests: { bindMobile: 1 }, context: { bound: BOUND } },
  {
    name: "a refused binding goes back to the form with its message, the entries kept",
    steps: [...filled, submit, refused],
    state: "editing",
    requests: { bindMobile: 1 },
    context: { error: { errorCode: "SMS_CODE_INVALID" }, mobileNum: "0811112222", verificationCode: "654321" },
  },
  { name: "a binding that failed on the network can be sent again", steps: [...filled, submit, failure("bindMobile", networkError), submit], state: "binding", requests: { bindMobile: 2 }, context: { error: undefined } },
  { name: "the message of a refused binding can be dismissed", steps: [...filled, submit, refused, { type: "MOBILE.DISMISS_ERROR" }], state: "editing", context: { error: undefined, mobileNum: "0811112222" } },
  {
    name: "after a binding, again starts over with an empty form",
    steps: [...filled, submit, answer("bindMobile", BOUND), { type: "MOBILE.AGAIN" }],
    state: "editing",
    requests: { bindMobile: 1 },
    context: { mobileNum: "", verificationCode: "", fieldErrors: {}, bound: undefined, countryDialingCode: "+66" },
  },
  { name: "an empty form is not sent", steps: [submit], state: "editing", requests: { bindMobile: 0 } },
]);

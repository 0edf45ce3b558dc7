import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { FieldError } from "../../machines/validation";
import { patternMessage } from "./pattern-messages";

/** The catalogue message (spec.md section 5) for a refused field. */
export function fieldErrorMessage(error: FieldError): MessageDescriptor {
  switch (error.kind) {
    case "required":
      return msg`Input cannot be empty`;
    case "length":
      // "(min) - (max)", or the single number when both are equal.
      return error.min === error.max
        ? msg`Please fill in your password with ${error.min} characters`
        : msg`Please fill in your password with ${error.min} - ${error.max} characters`;
    case "pattern":
      return patternMessage(error.patternId);
    case "mismatch":
      return msg`Incorrect confirmation input`;
    case "mobile":
      return msg`Fill in correct mobile number`;
    case "captcha":
      return msg`Please enter the captcha`;
    case "smsCode":
      return msg`Please enter a valid verification code`;
  }
}

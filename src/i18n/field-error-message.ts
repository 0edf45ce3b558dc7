import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { FieldError } from "../../machines/validation";
import { patternMessage } from "./pattern-messages";

/**
 * The catalogue message (spec.md section 5) for a refused field. Length messages name the password only for password
 * fields (`subject`); elsewhere they speak of characters alone.
 */
export function fieldErrorMessage(error: FieldError, subject: "password" | "other" = "password"): MessageDescriptor | string {
  switch (error.kind) {
    case "required":
      return msg`Input cannot be empty`;
    case "length":
      // "(min) - (max)", or the single number when both are equal.
      if (subject === "other") {
        return error.min === error.max ? msg`Please enter ${error.min} characters` : msg`Please enter ${error.min} - ${error.max} characters`;
      }
      return error.min === error.max
        ? msg`Please fill in your password with ${error.min} characters`
        : msg`Please fill in your password with ${error.min} - ${error.max} characters`;
    case "refused":
      return error.message || msg`Unknown error`;
    case "tooLong":
      return msg`At most ${error.max} characters`;
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

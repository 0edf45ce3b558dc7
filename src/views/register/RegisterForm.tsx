import { Stack } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { FormEvent, KeyboardEvent } from "react";
import type { Country } from "../../../contract";
import { ErrorAlert } from "../common/ErrorAlert";
import { FirebaseLinkModal } from "./FirebaseLinkModal";
import { InvitationRejectedModal } from "./InvitationRejectedModal";
import { NumberRegisteredModal } from "./NumberRegisteredModal";
import { HelpLink } from "../help/HelpLink";
import { RegisterActions } from "./RegisterActions";
import { RegisterConsent } from "./RegisterConsent";
import { RegisterFields } from "./RegisterFields";
import { RegisterVariantSwitch } from "./RegisterVariantSwitch";
import { SocialSignUp } from "./SocialSignUp";
import type { RegisterRef } from "./use-register-ref";

interface RegisterFormProps {
  register: RegisterRef;
  countries: readonly Country[];
  visitorCountry: string;
}

/** Enter in a text field sends the form (the flow shows every error when it is not complete yet). */
function isTextEntry(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit"].includes(target.type);
}

/** Method switch, the fields, the terms, the error and the buttons; Enter or "Register" sends REGISTER.SUBMIT. */
export function RegisterForm({ register, countries, visitorCountry }: RegisterFormProps) {
  const error = useSelector(register, (snapshot) => snapshot.context.error);
  const firebase = useSelector(register, (snapshot) => snapshot.context.smsProvider === "firebase");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    register.send({ type: "REGISTER.SUBMIT" });
  };
  const enter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing || !isTextEntry(event.target)) return;
    // Handled here whether or not the Register button shows (a form without one would not submit).
    event.preventDefault();
    register.send({ type: "REGISTER.SUBMIT" });
  };
  return (
    <>
      <form onSubmit={submit} onKeyDown={enter} noValidate>
        <Stack gap="sm">
          <RegisterVariantSwitch register={register} />
          <RegisterFields register={register} countries={countries} visitorCountry={visitorCountry} />
          <RegisterConsent register={register} />
          <ErrorAlert error={error} onClose={() => register.send({ type: "REGISTER.DISMISS_ERROR" })} />
          <RegisterActions register={register} />
        </Stack>
      </form>
      <SocialSignUp register={register} />
      <HelpLink />
      {/* Where Firebase's invisible reCAPTCHA (its own bot check for phone codes) attaches. */}
      {firebase ? <div id="firebase-recaptcha" /> : null}
      {/* Outside the form: its keys and clicks are its own. */}
      <InvitationRejectedModal register={register} />
      <NumberRegisteredModal register={register} />
      <FirebaseLinkModal register={register} />
    </>
  );
}

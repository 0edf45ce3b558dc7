import { shallowEqual, useSelector } from "@xstate/react";
import { rulesOf, shownFieldError } from "../../../machines/register.machine";
import { isRequired } from "../../../machines/register-rules";
import type { RegisterField } from "../../../contract";
import { useFieldErrorText } from "../common/use-field-error-text";
import { errorSubject, maxLengthOf } from "./register-field-input";
import type { RegisterRef } from "./use-register-ref";

export interface RegisterFieldView {
  value: string;
  /** The message under the field, if it shows one now. */
  error: string | undefined;
  required: boolean;
  maxLength: number;
  /** Only the editing form takes changes. */
  readOnly: boolean;
  change: (value: string) => void;
}

/** One field of the form: its value, shown error, required mark and length limit; `change` sends REGISTER.CHANGE. */
export function useRegisterField(register: RegisterRef, field: RegisterField): RegisterFieldView {
  const errorText = useFieldErrorText(errorSubject(field));
  const view = useSelector(
    register,
    (snapshot) => ({
      value: snapshot.context.form[field],
      fieldError: shownFieldError(snapshot.context, field),
      required: isRequired(field, rulesOf(snapshot.context)),
      maxLength: maxLengthOf(field, snapshot.context.settings),
      readOnly: !snapshot.matches({ form: { entry: "editing" } }),
    }),
    shallowEqual,
  );
  return {
    value: view.value,
    error: errorText(view.fieldError),
    required: view.required,
    maxLength: view.maxLength,
    readOnly: view.readOnly,
    change: (value) => register.send({ type: "REGISTER.CHANGE", field, value }),
  };
}

import { useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { PROBLEM_MESSAGES } from "../../i18n/wallet-messages";

type Problem = keyof typeof PROBLEM_MESSAGES;

/** The amount as typed (text, so pasted "1,000" or "1e3" reach the flow and get their message). */
export function AmountInput({
  value,
  problem,
  onChange,
  label,
  description,
  readOnly,
}: {
  value: string;
  problem?: Problem;
  onChange: (text: string) => void;
  label?: string;
  description?: string;
  readOnly?: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <TextInput
      label={label ?? t`Amount`}
      description={description}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      readOnly={readOnly}
      error={problem ? i18n._(PROBLEM_MESSAGES[problem]) : undefined}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

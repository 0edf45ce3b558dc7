import { useLingui } from "@lingui/react/macro";
import { DateInput } from "@mantine/dates";
import { dateInputCalendar } from "../../common/picker-calendar";
import { useLanguage } from "../../common/use-language";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The birthday as a day in the page's calendar, typed (day/month/year) or picked; the value stays "YYYY-MM-DD". A
 * browser's own date field would show the browser's calendar and order, not the page's. A stored text that is not a
 * day shows as an empty field rather than as "Invalid Date".
 */
export function BirthdayInput({ label, required, value, error, onChange }: {
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <DateInput
      {...dateInputCalendar(language)}
      name="birthday"
      label={label}
      withAsterisk={required}
      clearable
      clearButtonProps={{ "aria-label": t`Clear the birthday` }}
      value={DAY.test(value) ? value : null}
      error={error}
      onChange={(day) => onChange(day ?? "")}
    />
  );
}

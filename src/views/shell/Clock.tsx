import { Text, type TextProps } from "@mantine/core";
import { useEffect, useState } from "react";
import { formatDateTime } from "../common/format-date-time";
import { DATE_TIME_SECONDS } from "../common/intl-formats";
import { useLanguage } from "../common/use-language";

/** Today's date and a clock that ticks every second, in the current language. */
export function Clock(props: TextProps) {
  const language = useLanguage();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text component="time" dateTime={now.toISOString()} size="xs" c="dark.1" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }} {...props}>
      {formatDateTime(now, language, DATE_TIME_SECONDS)}
    </Text>
  );
}

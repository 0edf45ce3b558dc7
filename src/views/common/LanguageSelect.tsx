import { useLingui } from "@lingui/react/macro";
import { SegmentedControl } from "@mantine/core";
import { isLanguage, LANGUAGES } from "../../../contract";
import { useAppActor } from "../../app/app-context";
import { useLanguage } from "./use-language";

/** TH / EN switch; shows the current language and sends LANGUAGE.SET. */
export function LanguageSelect({ size = "xs" }: { size?: "xs" | "sm" }) {
  const { t } = useLingui();
  const app = useAppActor();
  const language = useLanguage();
  return (
    <SegmentedControl
      aria-label={t`Language`}
      size={size}
      value={language}
      data={LANGUAGES.map((value) => ({ value, label: value.toUpperCase() }))}
      onChange={(value) => {
        if (isLanguage(value)) app.send({ type: "LANGUAGE.SET", language: value });
      }}
    />
  );
}

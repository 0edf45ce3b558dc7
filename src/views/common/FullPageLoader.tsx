import { useLingui } from "@lingui/react/macro";
import { Center, Loader } from "@mantine/core";

/** While the site boots. */
export function FullPageLoader() {
  const { t } = useLingui();
  return (
    <Center mih="100dvh">
      <Loader size="lg" aria-label={t`Loading`} role="progressbar" />
    </Center>
  );
}

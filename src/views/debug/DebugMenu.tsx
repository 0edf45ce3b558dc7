import { useLingui } from "@lingui/react/macro";
import { Affix, Button, Menu } from "@mantine/core";

/** The small debug menu shown while a session is being recorded (`?recordSession`). */
export default function DebugMenu({ onDownloadSession }: { onDownloadSession: () => void }) {
  const { t } = useLingui();
  return (
    <Affix position={{ bottom: 12, left: 12 }}>
      <Menu position="top-start">
        <Menu.Target>
          <Button size="xs" variant="default">{t`Debug`}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onDownloadSession}>{t`Download session`}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Affix>
  );
}

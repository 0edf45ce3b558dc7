import { useLingui } from "@lingui/react/macro";
import { Modal, type ModalProps } from "@mantine/core";
import { useOpenedOnceMounted } from "./MountWhenNeeded";

/**
 * The Modal of a dialog that MountWhenNeeded mounts at its first opening: open from its second render
 * (useOpenedOnceMounted), its close button labelled "Close dialog" unless the dialog names it otherwise. Its own file:
 * Mantine's modal stack stays out of the first load.
 */
export function FirstUseModal({ opened, closeButtonProps, ...props }: ModalProps) {
  const { t } = useLingui();
  const shown = useOpenedOnceMounted(opened);
  return <Modal {...props} opened={shown} closeButtonProps={{ "aria-label": t`Close dialog`, ...closeButtonProps }} />;
}

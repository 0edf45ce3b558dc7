import { Icon, type IconProps } from "./Icon";

export function HeadsetIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 14v-2a9 9 0 0 1 18 0v2" />
      <path d="M21 16a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2Z" />
      <path d="M3 16a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2Z" />
      <path d="M18 18v1a3 3 0 0 1-3 3h-3" />
    </Icon>
  );
}

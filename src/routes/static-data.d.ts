import type { MessageDescriptor } from "@lingui/core";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    title?: MessageDescriptor;
  }
}

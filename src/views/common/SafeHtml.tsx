import { Box, type BoxProps } from "@mantine/core";
import { useMemo } from "react";
import { sanitizeHtml } from "./sanitize-html";

interface SafeHtmlProps extends BoxProps {
  /** HTML from the server (notices, popups); sanitised before it reaches the page. */
  html: string;
}

/** The one place server HTML is rendered. */
export function SafeHtml({ html, ...boxProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...boxProps} className="safe-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

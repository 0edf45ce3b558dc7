import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useWideScreen } from "./use-wide-screen";
import classes from "./StackedTable.module.css";

/** The class that turns a table's rows into cards on phones (each cell needs a `data-label`). */
export const STACKED_TABLE = classes.stacked;

/** Wide screens: the table in a sideways-scrolling container of `minWidth`; phones: the table alone (its rows are cards). */
export function StackedTableContainer({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const wide = useWideScreen();
  return wide ? <Table.ScrollContainer minWidth={minWidth}>{children}</Table.ScrollContainer> : <>{children}</>;
}

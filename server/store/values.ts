import type { Row } from "@libsql/client";

/** Reads a column as a number (throws when it is missing or not numeric). */
export function num(row: Row, column: string): number {
  const value = row[column];
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  throw new Error(`column ${column} is not a number`);
}

/** Reads a column as text (throws when it is missing). */
export function str(row: Row, column: string): string {
  const value = row[column];
  if (value === null || value === undefined) throw new Error(`column ${column} is empty`);
  return String(value);
}

export function optStr(row: Row, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : String(value);
}

export function optNum(row: Row, column: string): number | null {
  const value = row[column];
  return value === null || value === undefined ? null : num(row, column);
}

export function bool(row: Row, column: string): boolean {
  return num(row, column) !== 0;
}

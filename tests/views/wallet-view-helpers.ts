import { fireEvent, screen } from "@testing-library/react";
import { expect } from "vitest";

/** Sets a text input in one change (the flow gets exactly the text the path carries). */
export function typeInto(label: string, text: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

export function selectIn(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The English message shown for an input problem. */
export const PROBLEM_TEXT: Record<string, string> = {
  empty: "Enter the amount",
  zero: "The amount must be more than 0",
  negative: "The amount cannot be negative",
  decimals: "Use at most two decimals",
  scientific: "Enter the amount as plain digits, not in scientific notation",
  separators: "Enter the amount without separators or spaces",
  format: "Enter the amount in digits only",
  belowMin: "The amount is below the minimum",
  aboveMax: "The amount is above the maximum",
  aboveBalance: "The amount is more than your balance",
  sameWallet: "Choose two different wallets",
  password: "Enter your payment password",
  kind: "Choose what you received",
  proofRequired: "Attach at least one image as proof",
  imageTooBig: "Each image must be at most 5 MB",
  imagesTooMany: "At most 3 images",
  imageNotPngOrJpg: "Only PNG or JPG images are accepted",
};

export async function expectLoading(): Promise<void> {
  expect(await screen.findByLabelText("Loading")).toBeTruthy();
}

export function expectText(text: string): void {
  expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
}

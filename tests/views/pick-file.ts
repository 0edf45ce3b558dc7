import { fireEvent } from "@testing-library/react";

/** Picks a file of the given name and size in the page's file input (a few bytes, the size as the browser reports it); false without an input. */
export function pickFile(name: string, size: number): boolean {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) return false;
  const file = new File([new Uint8Array(8)], name, { type: "image/png" });
  Object.defineProperty(file, "size", { value: size });
  fireEvent.change(input, { target: { files: [file] } });
  return true;
}

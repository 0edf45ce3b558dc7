/** Ends the current task: the browser may paint and handle input before the rest of the app's start-up runs. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

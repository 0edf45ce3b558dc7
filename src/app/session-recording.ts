import { setSessionRecorder } from "./inspection";
import { createSessionRecorder } from "./session-recorder";

/**
 * Starts recording this page's session (opted into with `?recordSession`; see docs/studio-live.md "Session recording and replay"). Only imported
 * when the build allows it, so production bundles without VITE_SESSION_RECORDING=on carry none of this.
 */
export function startSessionRecording(): { download(): void } {
  const recorder = createSessionRecorder();
  setSessionRecorder(recorder.observer);
  return {
    download() {
      const session = recorder.session();
      const url = URL.createObjectURL(new Blob([`${JSON.stringify(session, null, 2)}\n`], { type: "application/json" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = `session-${session.recordedAt.replace(/[:.]/g, "-")}.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  };
}

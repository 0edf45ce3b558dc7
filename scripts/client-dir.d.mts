/** Which folder a client build goes to (dist/, dist-inspector/ or dist-recording/), from the build's environment. */
export function clientDir(env: Record<string, string | undefined>): "dist" | "dist-inspector" | "dist-recording";

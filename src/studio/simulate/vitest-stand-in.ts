// The test models' oracles import `expect` from vitest; the studio only reads the models' payloads and never runs an
// oracle, so this stand-in only has to exist (and to fail loudly if an oracle ever ran in the browser).
export function expect(): never {
  throw new Error("oracles do not run in the studio");
}

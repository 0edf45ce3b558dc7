import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The unit tests' longest files, longest first (seconds per file, measured with both workers busy). Vitest orders files by
 * the durations it cached on an earlier run; a clean clone has none, so it would take them in path order and one
 * worker would end alone on the app's view paths while the other core idles. A file missing from this list only
 * starts later; a name here that no longer exists is ignored.
 */
const LONGEST = [
  "tests/views/register.view.test.tsx", // 86
  "tests/views/app.view.part-1.test.tsx", // 76
  "tests/views/app.view.part-2.test.tsx", // 72
  "tests/views/login.view.test.tsx", // 66
  "tests/machines/login.paths.test.ts", // 55
  "tests/views/lobby.view.test.tsx", // 38
  "tests/machines/register.paths.test.ts", // 33
  "tests/api/http-client.test.ts", // 33
  "tests/machines/app.paths.test.ts", // 28
  "tests/views/security-centre.view.test.tsx", // 21
  "tests/views/forgot-password.view.test.tsx", // 18
  "tests/server/register.test.ts", // 16
  "tests/machines/security-profile.paths.test.ts", // 15
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST.length : index;
    };
    return sorted.map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file);
  }
}

import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The unit tests' longest files, longest first (seconds per file, measured with both workers busy). Vitest orders files by
 * the durations it cached on an earlier run; a clean clone has none, so it would take them in path order and one
 * worker would end alone on the app's view paths while the other core idles. A file missing from this list only
 * starts later; a name here that no longer exists is ignored.
 */
const LONGEST = [
  "tests/views/app.view.part-2.test.tsx", // 64
  "tests/views/app.view.part-1.test.tsx", // 59
  "tests/views/login.view.test.tsx", // 55
  "tests/views/register.view.test.tsx", // 46
  "tests/views/lobby.view.test.tsx", // 45
  "tests/views/security-centre.view.test.tsx", // 37
  "tests/api/http-client.test.ts", // 34
  "tests/server/register.test.ts", // 24
  "tests/views/forgot-password.view.test.tsx", // 15
  "tests/views/change-password.view.test.tsx", // 14
  "tests/app/app-actor.faults.test.ts", // 14
  "tests/machines/login.paths.test.ts", // 14
  "tests/views/affiliate-application.view.test.tsx", // 13
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

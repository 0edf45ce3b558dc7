import type { RunnerTask, RunnerTestCase, RunnerTestFile } from "vitest";
import type { Reporter, TestModule } from "vitest/node";

/**
 * For mutation runs only: a test file that fails before any test runs (its import throws, or a describe body does,
 * as when a mutant breaks a machine definition and path generation) gets one failed test carrying that error.
 * Stryker's vitest runner 9.6.1 builds a mutant's verdict from failed tests alone, so without this such a mutant,
 * which the suite does catch, is reported Survived (stryker-js#6150).
 */
export class CollectionFailureAsFailedTest implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    // TestModule's runner task is not in its public type, but it is what Stryker reads back (ctx.state.getFiles()).
    for (const { task: file } of testModules as unknown as ReadonlyArray<{ task: RunnerTestFile }>) {
      if (file.result?.state !== "fail" || hasFailedTest(file)) continue;
      const errors = firstErrors(file) ?? [{ message: "the file failed before any test ran" }];
      const failure: Omit<RunnerTestCase, "context"> = {
        type: "test",
        id: `${file.id}_collection`,
        name: "the file loads and its suites are collected",
        fullName: `${file.name} the file loads and its suites are collected`,
        mode: "run",
        meta: {},
        file,
        suite: file,
        timeout: 0,
        annotations: [],
        artifacts: [],
        result: { state: "fail", errors },
      } as unknown as Omit<RunnerTestCase, "context">;
      file.tasks.push(failure as RunnerTestCase);
    }
  }
}

function hasFailedTest(task: RunnerTask): boolean {
  if (task.type === "test") return task.result?.state === "fail";
  return "tasks" in task && task.tasks.some(hasFailedTest);
}

function firstErrors(task: RunnerTask | RunnerTestFile): NonNullable<RunnerTask["result"]>["errors"] | undefined {
  if (task.result?.errors?.length) return task.result.errors;
  if (!("tasks" in task)) return undefined;
  for (const child of task.tasks) {
    const errors = firstErrors(child);
    if (errors) return errors;
  }
  return undefined;
}

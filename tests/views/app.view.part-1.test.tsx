import { describeAppViewPaths } from "./app-view-paths";

describeAppViewPaths({ index: 1, of: 2 });

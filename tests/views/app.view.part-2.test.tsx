import { describeAppViewPaths } from "./app-view-paths";

describeAppViewPaths({ index: 2, of: 2 });

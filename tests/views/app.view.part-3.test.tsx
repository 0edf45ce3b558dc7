import { describeAppViewPaths } from "./app-view-paths";

describeAppViewPaths({ index: 3, of: 4 });

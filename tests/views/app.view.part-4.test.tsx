import { describeAppViewPaths } from "./app-view-paths";

describeAppViewPaths({ index: 4, of: 4 });

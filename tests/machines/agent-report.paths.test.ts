import { describeMachinePaths } from "./machine-paths";
import { agentReportModel } from "./agent-report.model";

describeMachinePaths(agentReportModel);

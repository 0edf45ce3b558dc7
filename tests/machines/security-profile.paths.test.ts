import { describeMachinePaths } from "./machine-paths";
import { NEW_MEMBER, SEEDED_MEMBER, securityProfileModel } from "./security-profile.model";

// A member with nothing set yet, and the seeded demo member (real name set, so read-only).
describeMachinePaths(securityProfileModel(NEW_MEMBER), securityProfileModel(SEEDED_MEMBER));

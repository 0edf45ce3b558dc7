import { describeMachinePaths } from "./machine-paths";
import { EMAIL_MEMBER, NEW_MEMBER, SEEDED_MEMBER, securityProfileModel } from "./security-profile.model";

// A member with nothing set yet, the seeded demo member (real name set, so read-only), and one with an e-mail set
// (changing it needs the code mailed to it).
describeMachinePaths(securityProfileModel(NEW_MEMBER), securityProfileModel(SEEDED_MEMBER), securityProfileModel(EMAIL_MEMBER));

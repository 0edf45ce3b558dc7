/**
 * The seed's scrypt hashes (cost 16384, salt `seed-salt-<username>`), computed once and kept here so that
 * every start and every test server does not spend ~70 ms per account on them. seed.ts uses an entry only
 * while its password is still the one in DEMO_ACCOUNTS; a changed password is simply hashed again.
 */
export const SEED_PASSWORD_HASHES: Record<string, { password: string; hash: string }> = {
  demo: { password: "Demo1234", hash: "scrypt$16384$seed-salt-demo$71a390ad4e2faa56a3b517221608cd383c5dba811620ee34138ff0a7f13fdcd1" },
  agent: { password: "Agent1234", hash: "scrypt$16384$seed-salt-agent$0927d654906c707f1e9d699fd8adace9779f74d0e8804cbade7832ebf85d3754" },
  subagent: { password: "Sub12345", hash: "scrypt$16384$seed-salt-subagent$1d9fc5b18d5443333cc4140a405337586398b6f1a9f4e012437d370edab45acc" },
  player1: { password: "Player123", hash: "scrypt$16384$seed-salt-player1$b6d98cc3b1d5c89debbeeeb4ae8525c9509add21ea17a678a3305f4ba8551152" },
  player2: { password: "Player234", hash: "scrypt$16384$seed-salt-player2$82fdd615a724864eac36363f82a2808eb744e55770849d80e0fb17472ed91e58" },
  expired: { password: "Expired123", hash: "scrypt$16384$seed-salt-expired$6b8dbb9765fb3d8ce71a4f87ed11dd88164a3cb4e3fecb8f940b471dcbdd2eea" },
  newbie: { password: "Newbie123", hash: "scrypt$16384$seed-salt-newbie$1a15f23b87e99882c98b5461f02a7ee39e3bcb82ce975e0d8d1fe3c36a17daf2" },
  mobileuser: { password: "Mobile123", hash: "scrypt$16384$seed-salt-mobileuser$58a673d3ca9db2a103ac73b1fbf82e49d1266c70768079a11f4fa9a4d09cb61d" },
  notmember: { password: "Staff1234", hash: "scrypt$16384$seed-salt-notmember$e75141b8014a831d3b60f54f83699e686885b05ceae57d39c0a0db7036f6fc90" },
  newip: { password: "Newip1234", hash: "scrypt$16384$seed-salt-newip$77ca7e988e60ab7f96bb276911b280fbc04fa581d960c854bc66c23a8b42f2a2" },
  subagent2: { password: "Sub23456", hash: "scrypt$16384$seed-salt-subagent2$c52794dfa6e31d9a9c3282550e679ef77c4911191b30c3db0a18f5a15c4da89e" },
  player3: { password: "Player345", hash: "scrypt$16384$seed-salt-player3$82dbc933bcffdc8c18fec58f9f03ffebd8526bcd37adfab7b13b3f32b6943243" },
  subagent3: { password: "Sub34567", hash: "scrypt$16384$seed-salt-subagent3$cc0a6ad3a47454e0dbfe2b4f8b6eed41573d186765f468627f4d83de6c168559" },
  player4: { password: "Player456", hash: "scrypt$16384$seed-salt-player4$9e625d6393131734fa9607fd7a3e0f8cffd0593420eaa47aea84a063195c1476" },
  player5: { password: "Player567", hash: "scrypt$16384$seed-salt-player5$9e6edb69a4dd80530887924a30feda2dd1765831b2554f83b86a576fe1609380" },
};

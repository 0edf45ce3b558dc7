import type { InStatement } from "@libsql/client";
import { CONTRACT_RULES, MAIN_WALLET } from "../../src/contract";
import { SEED_MEMBERS } from "../seed-data";
import { house, movementStatements, wallet } from "../wallet/ledger";
import { periodLength, periodStart } from "./periods";
import { wageOf } from "./rates";
import { SEED_AGENT_ANNOUNCEMENTS, SEED_BETS, SEED_CONTRACTS, SEED_SETTLED_UNTIL, type SeedContract } from "./seed-data";
import { settlementRef, wageMemo } from "./settlement";

/** The member and everyone below them in the seed. */
function crewOf(holderId: number): Set<number> {
  const crew = new Set([holderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of SEED_MEMBERS) {
      if (m.uplineId !== null && crew.has(m.uplineId) && !crew.has(m.id)) {
        crew.add(m.id);
        grew = true;
      }
    }
  }
  return crew;
}

/** The seeded bets through the ledger (bet, then win) and as betting records. */
function betStatements(): InStatement[] {
  return SEED_BETS.flatMap((bet, index) => {
    const id = index + 1;
    const memo = `DEMO/DEMO_SLOT #${id}`;
    return [
      ...movementStatements({ kind: "bet", memberId: bet.memberId, at: bet.at, memo, ref: `seed-bet-${id}`, legs: [wallet(bet.memberId, MAIN_WALLET, -bet.stakeMinor), house("house:game", bet.stakeMinor)] }).statements,
      ...(bet.payoutMinor > 0
        ? movementStatements({ kind: "win", memberId: bet.memberId, at: bet.at, memo, ref: `seed-win-${id}`, legs: [house("house:game", -bet.payoutMinor), wallet(bet.memberId, MAIN_WALLET, bet.payoutMinor)] }).statements
        : []),
      {
        sql: "INSERT INTO bet_records (id, member_id, game_code, vendor, stake_minor, payout_minor, reels, created_at) VALUES (?, ?, 'DEMO_SLOT', 'DEMO', ?, ?, ?, ?)",
        args: [id, bet.memberId, bet.stakeMinor, bet.payoutMinor, bet.payoutMinor > 0 ? "7,7,BAR" : "7,BAR,STAR", bet.at],
      },
    ];
  });
}

/** What the settlement job would have paid (to the upline) a running seed contract from its acceptance up to SEED_SETTLED_UNTIL. */
function settlementStatements(contract: SeedContract): InStatement[] {
  if (contract.acceptedAt === null || (contract.status !== "active" && contract.status !== "terminationRequested")) return [];
  const rule = CONTRACT_RULES[contract.kind];
  const crew = crewOf(contract.downlineId);
  const holderName = SEED_MEMBERS.find((m) => m.id === contract.downlineId)?.username ?? String(contract.downlineId);
  const byPeriod = new Map<number, number>();
  for (const bet of SEED_BETS) {
    if (!crew.has(bet.memberId) || bet.at < contract.acceptedAt || bet.at >= SEED_SETTLED_UNTIL) continue;
    const start = periodStart(rule.period, bet.at);
    byPeriod.set(start, (byPeriod.get(start) ?? 0) + (rule.basis === "teamBets" ? bet.stakeMinor : bet.stakeMinor - bet.payoutMinor));
  }
  const statements: InStatement[] = [];
  for (const [start, basis] of [...byPeriod].sort((a, b) => a[0] - b[0])) {
    const amount = wageOf(basis, contract.rateCent);
    if (amount <= 0) continue;
    const end = start + periodLength(rule.period);
    const ref = settlementRef(contract.id, start);
    statements.push(
      ...movementStatements({ kind: "wage", memberId: contract.uplineId, at: end, memo: wageMemo(contract.kind, contract.id, holderName), ref, legs: [house("house:bonus", -amount), wallet(contract.uplineId, MAIN_WALLET, amount)] }).statements,
      {
        sql: `INSERT INTO agent_settlements (contract_id, kind, holder_id, upline_id, period_start, period_end, basis_minor, rate_cent, amount_minor, tx_ref, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [contract.id, contract.kind, contract.downlineId, contract.uplineId, start, end, basis, contract.rateCent, amount, ref, end],
      },
    );
  }
  return statements;
}

/** Bets, contracts, their past settlements and the agent announcements (after the members and their wallets). */
export function agentSeedStatements(): InStatement[] {
  const statements: InStatement[] = [...betStatements()];
  for (const c of SEED_CONTRACTS) {
    const running = c.status === "active" || c.status === "terminationRequested";
    statements.push({
      sql: `INSERT INTO agent_contracts (id, kind, upline_id, downline_id, rate_cent, status, version, created_at, accepted_at, ended_at, termination_requested_by, settled_until)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        c.id, c.kind, c.uplineId, c.downlineId, c.rateCent, c.status, running ? 2 : 1, c.createdAt, c.acceptedAt,
        c.status === "withdrawn" ? c.createdAt + 3_600_000 : null, c.terminationRequestedBy ?? null, running ? SEED_SETTLED_UNTIL : null,
      ],
    });
    statements.push(...settlementStatements(c));
  }
  for (const a of SEED_AGENT_ANNOUNCEMENTS) {
    statements.push({
      sql: "INSERT INTO agent_announcements (id, title_th, title_en, content_th, content_en, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      args: [a.id, a.titleTh, a.titleEn, a.contentTh, a.contentEn, a.at],
    });
  }
  return statements;
}

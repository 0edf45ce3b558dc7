import type { InStatement } from "@libsql/client";
import { CONTRACT_RULES } from "../../contract/agent";
import { SEED_MEMBERS } from "../seed-data";
import { movementStatements } from "../wallet/ledger";
import { betRoundStatements } from "../wallet/movements";
import { splitWage, wageLegs, wageMemo } from "./wage-split";
import { periodLength, periodStart } from "./periods";
import { wageOf } from "./rates";
import { SEED_AGENT_ANNOUNCEMENTS, SEED_BETS, SEED_CONTRACTS, SEED_SETTLED_UNTIL } from "./seed-data";
import { settlementRef } from "./settlement";

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
    const reels = bet.payoutMinor > 0 ? "7,7,BAR" : "7,BAR,STAR";
    return betRoundStatements({ id, memberId: bet.memberId, gameCode: "DEMO_SLOT", vendor: "DEMO", stakeMinor: bet.stakeMinor, payoutMinor: bet.payoutMinor, reels, at: bet.at, refs: { bet: `seed-bet-${id}`, win: `seed-win-${id}` } });
  });
}

/** How many uplines a seed member has (the top has 0). */
function depthOf(memberId: number): number {
  const member = SEED_MEMBERS.find((m) => m.id === memberId);
  return member?.uplineId == null ? 0 : 1 + depthOf(member.uplineId);
}

const nameOf = (id: number) => SEED_MEMBERS.find((m) => m.id === id)?.username ?? String(id);

/**
 * What the settlement job would have paid the running seed contracts from their acceptance up to SEED_SETTLED_UNTIL,
 * the same way (settlement.ts): the holder is paid, its upline pays out of its own wage of the period, the house the
 * rest; contracts top-down, so every upline's wage is credited before it pays.
 */
function settlementStatements(): InStatement[] {
  const running = SEED_CONTRACTS.filter((c) => c.acceptedAt !== null && (c.status === "active" || c.status === "terminationRequested"));
  running.sort((a, b) => depthOf(a.uplineId) - depthOf(b.uplineId) || a.id - b.id);
  /** Per `${member}/${kind}/${periodStart}`: wage earned as a holder, and what was passed down to its own holders. */
  const earned = new Map<string, number>();
  const passed = new Map<string, number>();
  const statements: InStatement[] = [];
  for (const contract of running) {
    const acceptedAt = contract.acceptedAt ?? 0;
    const rule = CONTRACT_RULES[contract.kind];
    const crew = crewOf(contract.downlineId);
    const byPeriod = new Map<number, number>();
    for (const bet of SEED_BETS) {
      if (!crew.has(bet.memberId) || bet.at < acceptedAt || bet.at >= SEED_SETTLED_UNTIL) continue;
      const start = periodStart(rule.period, bet.at);
      byPeriod.set(start, (byPeriod.get(start) ?? 0) + (rule.basis === "teamBets" ? bet.stakeMinor : bet.stakeMinor - bet.payoutMinor));
    }
    for (const [start, basis] of [...byPeriod].sort((a, b) => a[0] - b[0])) {
      const amount = wageOf(basis, contract.rateCent);
      if (amount <= 0) continue;
      const end = start + periodLength(rule.period);
      const ref = settlementRef(contract.id, start);
      const uplineKey = `${contract.uplineId}/${contract.kind}/${start}`;
      const split = splitWage(amount, (earned.get(uplineKey) ?? 0) - (passed.get(uplineKey) ?? 0), Number.POSITIVE_INFINITY);
      passed.set(uplineKey, (passed.get(uplineKey) ?? 0) + split.fromUpline);
      const holderKey = `${contract.downlineId}/${contract.kind}/${start}`;
      earned.set(holderKey, (earned.get(holderKey) ?? 0) + amount);
      const memo = wageMemo(contract.kind, contract.id, nameOf(contract.downlineId), nameOf(contract.uplineId));
      statements.push(
        ...movementStatements({ kind: "wage", memberId: contract.downlineId, at: end, memo, ref, legs: wageLegs(split, contract.uplineId, contract.downlineId) }).statements,
        {
          sql: `INSERT INTO agent_settlements (contract_id, kind, holder_id, upline_id, period_start, period_end, basis_minor, rate_cent, amount_minor, upline_paid_minor, tx_ref, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          args: [contract.id, contract.kind, contract.downlineId, contract.uplineId, start, end, basis, contract.rateCent, amount, split.fromUpline, ref, end],
        },
      );
    }
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
  }
  statements.push(...settlementStatements());
  for (const a of SEED_AGENT_ANNOUNCEMENTS) {
    statements.push({
      sql: "INSERT INTO agent_announcements (id, title_th, title_en, content_th, content_en, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      args: [a.id, a.titleTh, a.titleEn, a.contentTh, a.contentEn, a.at],
    });
  }
  return statements;
}

import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from "@libsql/client";

/**
 * Hot reads kept in memory (the session behind a token, the system state), correct because every write goes through
 * the same client: `watchWrites` wraps it, and any statement other than a SELECT whose text names one of a cache's
 * tables empties that cache before it runs and again once it has finished (the second time for a read that ran before
 * the write and stores its row after it). A read stores its row only when no such emptying happened while it ran.
 * A client that `watchWrites` did not make has no caches: every read goes to the database.
 */
export class ReadCache<V> {
  private entries = new Map<string, V>();
  /** Counts emptyings: a read stores its row only if this did not move while it ran. */
  private generation = 0;

  constructor(
    /** Names the tables the cached rows come from (e.g. /\b(sessions|members)\b/i). */
    readonly tables: RegExp,
    /** At most this many entries; beyond it the oldest go. */
    private readonly max: number,
  ) {}

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** A token for `store`: take it before the read. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a read's row, unless a write to the tables happened since `mark`. */
  store(mark: number, key: string, value: V): void {
    if (mark !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** Changes one entry the caller has just written to the database itself (no other write can come in between). */
  replace(key: string, value: V): void {
    if (this.entries.has(key)) this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const cachesOf = new WeakMap<Client, Map<string, ReadCache<unknown>>>();

/** The client's cache called `name` (made on first use), or undefined for a client `watchWrites` did not make. */
export function readCache<V>(db: Client, name: string, tables: RegExp, max = 10_000): ReadCache<V> | undefined {
  const caches = cachesOf.get(db);
  if (!caches) return undefined;
  let cache = caches.get(name);
  if (!cache) {
    cache = new ReadCache<unknown>(tables, max);
    caches.set(name, cache);
  }
  return cache as ReadCache<V>;
}

type AnyStatement = InStatement | [string, InArgs?];

const sqlOf = (statement: AnyStatement): string => (typeof statement === "string" ? statement : Array.isArray(statement) ? statement[0] : statement.sql);
const isRead = (sql: string) => /^\s*SELECT\b/i.test(sql);

/** Empties every cache one of `sqls` may change; `script` is text of several statements (a SELECT first proves nothing). */
function emptyFor(caches: Map<string, ReadCache<unknown>>, sqls: string[], script = false): void {
  for (const cache of caches.values()) {
    if (sqls.some((sql) => (script || !isRead(sql)) && cache.tables.test(sql))) cache.clear();
  }
}

async function around<T>(caches: Map<string, ReadCache<unknown>>, sqls: string[], work: () => Promise<T>, script = false): Promise<T> {
  emptyFor(caches, sqls, script);
  try {
    return await work();
  } finally {
    emptyFor(caches, sqls, script);
  }
}

function emptyAll(caches: Map<string, ReadCache<unknown>>): void {
  for (const cache of caches.values()) cache.clear();
}

/** A transaction's writes empty the caches before they run and again when it commits, rolls back or closes. */
function watchTransaction(tx: Transaction, caches: Map<string, ReadCache<unknown>>): Transaction {
  const written: string[] = [];
  const settle = () => emptyFor(caches, written, true);
  return {
    execute: (stmt: InStatement) => {
      written.push(sqlOf(stmt));
      emptyFor(caches, [sqlOf(stmt)]);
      return tx.execute(stmt);
    },
    batch: (stmts: InStatement[]) => {
      written.push(...stmts.map(sqlOf));
      emptyFor(caches, stmts.map(sqlOf));
      return tx.batch(stmts);
    },
    executeMultiple: (sql: string) => {
      written.push(sql);
      emptyFor(caches, [sql], true);
      return tx.executeMultiple(sql);
    },
    commit: () => tx.commit().finally(settle),
    rollback: () => tx.rollback().finally(settle),
    close: () => {
      try {
        tx.close();
      } finally {
        settle();
      }
    },
    get closed() {
      return tx.closed;
    },
  };
}

/** `client` with its writes watched: `readCache` works on what this returns. */
export function watchWrites(client: Client): Client {
  const caches = new Map<string, ReadCache<unknown>>();
  const watched: Client = {
    execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
      const stmt: InStatement = typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
      const sql = sqlOf(stmt);
      if (isRead(sql)) return client.execute(stmt);
      return around(caches, [sql], () => client.execute(stmt));
    },
    batch: (stmts: AnyStatement[], mode?: TransactionMode) => around(caches, stmts.map(sqlOf), () => client.batch(stmts, mode)),
    migrate: (stmts: InStatement[]) => around(caches, stmts.map(sqlOf), () => client.migrate(stmts)),
    executeMultiple: (sql: string) => around(caches, [sql], () => client.executeMultiple(sql), true),
    transaction: async (mode?: TransactionMode) => watchTransaction(await client.transaction(mode), caches),
    sync: () => client.sync(),
    close: () => {
      emptyAll(caches);
      client.close();
    },
    reconnect: () => {
      emptyAll(caches);
      client.reconnect();
    },
    get closed() {
      return client.closed;
    },
    get protocol() {
      return client.protocol;
    },
  };
  cachesOf.set(watched, caches);
  return watched;
}

/** One schema step of the reference server's database: applied once, in order, recorded by its id (db.ts). */
export type Migration = { id: string; statements: string[] };

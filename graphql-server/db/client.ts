/**
 * The Prisma client, and opening and closing the database behind it:
 *   DATABASE_URL unset          PGlite persisted in <DATA_DIR>/pglite (one server per data directory)
 *   DATABASE_URL=memory://      PGlite in memory (tests)
 *   DATABASE_URL=postgres(ql)://…  a PostgreSQL server
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { Config } from '../config.ts';
import { PrismaClient } from '../generated/prisma/client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { applyMigrations, isPostgresUrl, openPGlite, pgliteMigrationFactory, postgresMigrationFactory } from './migrations.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseChoice =
  | { kind: 'pglite'; directory: string | undefined } // undefined: in memory
  | { kind: 'postgres'; url: string };

export function chooseDatabase(databaseUrl: string | undefined, dataDir: string): DatabaseChoice {
  if (databaseUrl === undefined) return { kind: 'pglite', directory: path.join(dataDir, 'pglite') };
  if (databaseUrl === 'memory://') return { kind: 'pglite', directory: undefined };
  if (isPostgresUrl(databaseUrl)) return { kind: 'postgres', url: databaseUrl };
  // Only the scheme is quoted: the rest of a URL may hold a password.
  throw new Error(
    `DATABASE_URL must be unset (embedded database under DATA_DIR), memory:// (in-memory database) ` +
      `or a postgres:// / postgresql:// URL; it starts with "${databaseUrl.split(':')[0]}:".`,
  );
}

export interface DatabaseSettings extends Pick<Config, 'databaseUrl' | 'dataDir'> {
  /** Wraps every connection Prisma opens (the tests count SQL statements this way). */
  wrapConnection?: (connection: SqlDriverAdapter) => SqlDriverAdapter;
  /**
   * In-memory PGlite only: a file written by PGlite's dumpDataDir() to start from instead of an
   * empty database. The tests migrate one database per run and give every test file a copy.
   */
  pgliteDumpFile?: string;
}

interface Connection {
  connect(): Promise<SqlDriverAdapter>;
  close(): Promise<void>;
}
let connection: Connection | undefined;

// The client exists from import time (modules define their queries against it) but only reaches a
// database once connectDatabase() has opened it: PGlite must not touch a data directory before
// its lock is taken, and migrations run before the first query.
const adapter: SqlDriverAdapterFactory = {
  provider: 'postgres',
  adapterName: 'promptario',
  connect: async () => {
    if (!connection) throw new Error('The database is not open: call connectDatabase() first.');
    return connection.connect();
  },
};

export const prisma = new PrismaClient({ adapter });

/**
 * Options for a transaction that takes a row lock: concurrent ones queue on the lock, so give them
 * room beyond Prisma's 2 s / 5 s defaults.
 */
export const queuedTransaction = { maxWait: 15_000, timeout: 30_000 };

/**
 * Opens the configured database and applies pending migrations. For a PGlite data directory,
 * takes its lock first: a second server on the same directory fails here with a clear message.
 */
export async function connectDatabase(settings: DatabaseSettings): Promise<{ kind: DatabaseKind; appliedMigrations: string[] }> {
  if (connection) throw new Error('connectDatabase() was called twice.');
  const { kind, appliedMigrations, opened } = await openDatabase(settings);
  connection = opened;
  return { kind, appliedMigrations };
}

/**
 * Like connectDatabase(), but opens the database only when Prisma first needs it, so that code
 * that never queries pays nothing for it (the tests: a test file without database work).
 */
export function connectDatabaseOnFirstUse(settings: DatabaseSettings): void {
  if (connection) throw new Error('connectDatabase() was called twice.');
  let opening: Promise<Connection> | undefined;
  connection = {
    connect: async () => (await (opening ??= openDatabase(settings).then(({ opened }) => opened))).connect(),
    close: async () => {
      const opened = await opening?.catch(() => undefined); // a failed open has closed what it opened
      await opened?.close();
    },
  };
}

async function openDatabase(settings: DatabaseSettings): Promise<{ kind: DatabaseKind; appliedMigrations: string[]; opened: Connection }> {
  const { dataDir, wrapConnection = (opened) => opened } = settings;
  const choice = chooseDatabase(settings.databaseUrl, dataDir);
  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    let appliedMigrations: string[];
    let adapterFactory: SqlDriverAdapterFactory;
    if (choice.kind === 'pglite') {
      if (choice.directory) {
        await mkdir(dataDir, { recursive: true }); // PGlite does not create parent directories
        const lock = await acquireDataDirLock(dataDir);
        cleanups.push(() => lock.release());
      }
      const dump = choice.directory || !settings.pgliteDumpFile ? undefined : await readFile(settings.pgliteDumpFile);
      const db = await openPGlite(choice.directory, dump);
      cleanups.push(() => db.close()); // the adapter never closes it
      appliedMigrations = await applyMigrations(pgliteMigrationFactory(db));
      adapterFactory = new PrismaPGlite(withParsersMergedOnce(db));
    } else {
      const pool = new pg.Pool({ connectionString: choice.url });
      // An idle connection dropped by the server must not crash the process; pg reconnects.
      pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
      cleanups.push(() => pool.end());
      await waitForServer(pool);
      appliedMigrations = await applyMigrations(postgresMigrationFactory(choice.url));
      adapterFactory = new PrismaPg(pool);
    }
    return { kind: choice.kind, appliedMigrations, opened: { connect: async () => wrapConnection(await adapterFactory.connect()), close } };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * pglite-prisma-adapter sends its result parsers with every query, and PGlite then copies its whole
 * parser table (every type it knows) to merge them in, on every statement: measured, a fifth of the
 * time of a simple statement. This merges them into the table once (again if PGlite replaces it)
 * and sends the queries without them, so results are parsed exactly as before.
 */
function withParsersMergedOnce(db: PGlite): PGlite {
  let mergedInto: PGlite['parsers'] | null = null;
  const query =
    (run: Transaction['query']): Transaction['query'] =>
    (sql, params, options?: QueryOptions) => {
      if (!options?.parsers) return run(sql, params, options);
      if (mergedInto !== db.parsers) {
        Object.assign(db.parsers, options.parsers);
        mergedInto = db.parsers;
      }
      return run(sql, params, { ...options, parsers: undefined });
    };
  const transactionWith = (tx: Transaction): Transaction =>
    new Proxy(tx, { get: (target, key) => (key === 'query' ? query(target.query.bind(target)) : Reflect.get(target, key)) });
  return new Proxy(db, {
    get(target, key) {
      if (key === 'query') return query(target.query.bind(target));
      if (key === 'transaction') return <T>(callback: (tx: Transaction) => Promise<T>) => target.transaction((tx) => callback(transactionWith(tx)));
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Waits up to 10 s for a server that is still starting (as beside it in a container setup). */
async function waitForServer(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await pool.query('SELECT 1');
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const starting = code === 'ECONNREFUSED' || code === '57P03'; // 57P03: "the database system is starting up"
      if (!starting || Date.now() > deadline) {
        throw new Error(`Cannot connect to the PostgreSQL server of DATABASE_URL: ${(error as Error).message}`, { cause: error });
      }
      await sleep(250);
    }
  }
}

/** Closes the database (PGlite, or the pool of PostgreSQL connections) and releases the data directory. */
export async function disconnectDatabase(): Promise<void> {
  if (!connection) return;
  const { close } = connection;
  await prisma.$disconnect();
  connection = undefined;
  await close();
}

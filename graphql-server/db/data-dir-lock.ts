/**
 * PGlite has no cross-process lock, and two processes writing one data directory corrupt it. A lock
 * file in the data directory makes a second server refuse to start instead.
 */
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE_NAME = 'promptario.lock';

export interface DataDirLock {
  /** The lock file. */
  readonly path: string;
  /** Deletes the lock file (if it is still ours). */
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    lockPath: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Promptario server (pid ${pid}). ` +
        `Stop that server first, or point DATA_DIR elsewhere. If no such process exists, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

// Locks this process holds: a second acquire from the same process must fail too.
const held = new Set<string>();

/** Takes the lock of `dataDir` (which must exist), taking over a lock whose process is gone. */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  if (held.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid, lockPath);
  const content = `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() })}\n`;

  for (;;) {
    if (await createExclusively(lockPath, content)) break;
    const existing = await readFile(lockPath, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined; // released meanwhile: try again
      throw error;
    });
    if (existing === undefined) continue;
    const pid = lockHolder(existing);
    if (pid !== undefined && isRunning(pid)) throw new DataDirLockedError(dataDir, pid, lockPath);
    // Stale: its process died without releasing it. Delete it and race for a new one; of two servers
    // starting at the very same moment, the loser then sees a running holder.
    await unlink(lockPath).catch(() => {});
  }

  held.add(lockPath);
  return {
    path: lockPath,
    release: async () => {
      if (!held.delete(lockPath)) return;
      if ((await readFile(lockPath, 'utf8').catch(() => undefined)) === content) await unlink(lockPath);
    },
  };
}

/** Creates `file` with `content` unless it exists. Never visible half-written, unlike open("wx"). */
async function createExclusively(file: string, content: string): Promise<boolean> {
  const draft = `${file}.${process.pid}.tmp`;
  await writeFile(draft, content);
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft);
  }
}

function lockHolder(content: string): number | undefined {
  try {
    const { pid } = JSON.parse(content) as { pid?: unknown };
    return Number.isInteger(pid) ? (pid as number) : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  // Our own pid in a lock we do not hold comes from an earlier run (containers reuse pid 1).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.ts';

let dataDir: string;
let lockPath: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'promptario-lock-'));
  lockPath = path.join(dataDir, LOCK_FILE_NAME);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function lockHolderPid(): Promise<number> {
  return (JSON.parse(await readFile(lockPath, 'utf8')) as { pid: number }).pid;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid ?? Number.NaN;
}

describe('the data directory lock', () => {
  it('holds a lock file with our pid until released', async () => {
    const lock = await acquireDataDirLock(dataDir);
    expect(lock.path).toBe(lockPath);
    expect(await lockHolderPid()).toBe(process.pid);
    await lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second holder, naming the directory and the pid that holds it', async () => {
    // The vitest main process, alive for as long as this test runs.
    await writeFile(lockPath, JSON.stringify({ pid: process.ppid, startedAt: new Date().toISOString() }));
    const attempt = acquireDataDirLock(dataDir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(`The data directory ${dataDir} is in use by another Promptario server (pid ${process.ppid})`);
    expect(await lockHolderPid()).toBe(process.ppid);
  });

  it('refuses a second holder in the same process', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`pid ${process.pid}`);
    await lock.release();
  });

  it('takes over a stale lock left by a process that died', async () => {
    await writeFile(lockPath, JSON.stringify({ pid: await deadPid(), startedAt: new Date().toISOString() }));
    const lock = await acquireDataDirLock(dataDir);
    expect(await lockHolderPid()).toBe(process.pid);
    await lock.release();
  });

  it('takes over an unreadable lock', async () => {
    await writeFile(lockPath, 'not json');
    const lock = await acquireDataDirLock(dataDir);
    expect(await lockHolderPid()).toBe(process.pid);
    await lock.release();
  });

  it('does not delete a lock that another process took over since', async () => {
    const lock = await acquireDataDirLock(dataDir);
    const takenOver = JSON.stringify({ pid: process.ppid, startedAt: new Date().toISOString() });
    await writeFile(lockPath, takenOver);
    await lock.release();
    expect(await readFile(lockPath, 'utf8')).toBe(takenOver);
  });
});

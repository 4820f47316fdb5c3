import { prisma } from '../db/client.ts';
import type { PromptEngine } from './engine/types.ts';
import { plans } from './plans.ts';
import { searchPromptIds } from './search.ts';

/** The six services, in the order the status dialog lists them. */
export const statusServices = ['authentication', 'optimizationEngine', 'promptLibrary', 'userManagement', 'subscription', 'search'] as const;
export type StatusService = (typeof statusServices)[number];
/** From best to worst; the overall status is the worst of the services'. */
export const serviceStates = ['operational', 'degraded', 'outage'] as const;
export type ServiceState = (typeof serviceStates)[number];

export interface ServiceStatus {
  overall: ServiceState;
  services: { service: StatusService; status: ServiceState }[];
  checkedAt: Date;
}

/** Each check gives up after this long: a hung dependency reads as down, not as a hung dialog. */
const checkTimeoutMs = 3000;
/** Results are reused this long, so the public status cannot be used to load the engine or the database. */
const cacheMs = 60_000;

async function passes(check: (signal: AbortSignal) => Promise<unknown>): Promise<boolean> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('timed out'));
    }, checkTimeoutMs);
  });
  try {
    await Promise.race([check(controller.signal), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Real checks of this server: the database answers `SELECT 1`; the engine answers (its free check,
 * or a tiny local analysis); the full-text search runs a one-word query. Everything but the engine
 * lives in the database, so a database failure takes them down; a search failure alone is
 * "degraded" (browsing still works), and so is the engine's (everything but optimizing works).
 */
export async function checkServices(engine: PromptEngine, now = new Date()): Promise<ServiceStatus> {
  const database = await passes(() => prisma.$queryRaw`SELECT 1`);
  const [engineUp, searchUp] = await Promise.all([
    passes((signal) => (engine.check ? engine.check({ signal }) : engine.analyze({ content: 'Write a haiku about the sea.', readerLanguage: 'en' }, { signal }))),
    database ? passes(() => searchPromptIds({ query: 'prompt', viewerId: null, reader: { plan: plans.free, language: 'en' }, offset: 0, limit: 1 })) : Promise.resolve(false),
  ]);
  const dbState: ServiceState = database ? 'operational' : 'outage';
  const services: ServiceStatus['services'] = [
    { service: 'authentication', status: dbState },
    { service: 'optimizationEngine', status: engineUp ? 'operational' : 'outage' },
    { service: 'promptLibrary', status: dbState },
    { service: 'userManagement', status: dbState },
    { service: 'subscription', status: dbState },
    { service: 'search', status: !database ? 'outage' : searchUp ? 'operational' : 'degraded' },
  ];
  const overall = serviceStates[Math.max(...services.map(({ status }) => serviceStates.indexOf(status)))]!;
  return { overall, services, checkedAt: now };
}

const cache = new WeakMap<PromptEngine, { at: number; status: Promise<ServiceStatus> }>();

/** checkServices, reused for a minute per engine. */
export function serviceStatus(engine: PromptEngine): Promise<ServiceStatus> {
  const cached = cache.get(engine);
  if (cached && Date.now() - cached.at < cacheMs) return cached.status;
  const status = checkServices(engine);
  cache.set(engine, { at: Date.now(), status });
  return status;
}

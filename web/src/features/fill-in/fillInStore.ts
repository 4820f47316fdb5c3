import { FUNCTIONAL_STORAGE_KEYS, rememberPreference } from '../cookies/consent';

/**
 * What was typed into each prompt's variables, by prompt: one functional-storage key, so it is
 * written only once functional storage is allowed (else it lasts for the visit) and refusing
 * functional storage removes it with the other preferences.
 */
const STORAGE_KEY = FUNCTIONAL_STORAGE_KEYS.fillIns;
/** The most recently used prompts kept; older ones are dropped. */
const MAX_PROMPTS = 50;

type FillIns = Record<string, Record<string, string>>;
let visit: Map<string, Record<string, string>> | null = null;

function load(): Map<string, Record<string, string>> {
  if (visit) return visit;
  visit = new Map();
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') {
      for (const [prompt, values] of Object.entries(parsed as FillIns)) {
        if (values && typeof values === 'object') {
          visit.set(prompt, Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string')));
        }
      }
    }
  } catch {
    // Unreadable or unavailable storage: start empty.
  }
  return visit;
}

export function rememberedFillIn(promptKey: string): Record<string, string> | undefined {
  return load().get(promptKey);
}

export function rememberFillIn(promptKey: string, values: Record<string, string>): void {
  const all = load();
  all.delete(promptKey);
  all.set(promptKey, values);
  for (const oldest of all.keys()) {
    if (all.size <= MAX_PROMPTS) break;
    all.delete(oldest);
  }
  rememberPreference(STORAGE_KEY, JSON.stringify(Object.fromEntries(all)));
}

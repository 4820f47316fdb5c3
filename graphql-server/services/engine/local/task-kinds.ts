import type { Channel, Platform, TaskType } from '../../../../shared/optimizer-options.ts';
import { wordPattern } from './text.ts';

/** What the prompt asks for; it picks the role, the format, the length, the steps and the checks. */
export type TaskKind =
  | 'ideas'
  | 'email'
  | 'summary'
  | 'translation'
  | 'code'
  | 'social'
  | 'article'
  | 'analysis'
  | 'research'
  | 'explanation'
  | 'naming'
  | 'copy'
  | 'story'
  | 'script'
  | 'general';

/** Kinds whose output has a shape of its own, whatever the channel or platform. */
export const selfFormattedKinds: ReadonlySet<TaskKind> = new Set(['ideas', 'email', 'summary', 'translation', 'code', 'analysis', 'research', 'explanation', 'naming']);

/** Kinds whose readers are worth describing (an email has its recipient, code its developer). */
export const audienceKinds: ReadonlySet<TaskKind> = new Set(['ideas', 'explanation', 'naming', 'summary', 'social', 'article', 'analysis', 'research', 'copy', 'story', 'script', 'general']);

// First match wins: "resume este artículo" is a summary, "ideas para un post" are ideas.
const kindPatterns: [TaskKind, RegExp][] = [
  ['translation', wordPattern('tradu[cz][a-zà-ÿ]*|translat[a-zà-ÿ]*')],
  ['summary', wordPattern('resum[a-zà-ÿ]*|sintetiza[a-zà-ÿ]*|summar[a-zà-ÿ]*|tl;?dr')],
  ['code', wordPattern('c[óo]digo|code|coding|funci[óo]n|function|script de python|python|javascript|typescript|sql|java|bug|api|regex|programa(?:r|ción)?|program(?:ming)?')],
  ['email', wordPattern('e-?mail|correo|mail|newsletter')],
  ['naming', wordPattern('esl[óo]gan(?:es)?|slogans?|taglines?|lemas?|nombres? para|names? for|t[íi]tulos? para|titles? for|naming')],
  ['ideas', wordPattern('ideas?|lluvia de ideas|brainstorm[a-zà-ÿ]*|temas para|topics for')],
  ['analysis', wordPattern('anali[zc][a-zà-ÿ]*|analy[sz][a-zà-ÿ]*|an[áa]lisis|data analysis|m[ée]tricas|metrics|kpis?')],
  ['research', wordPattern('investiga[a-zà-ÿ]*|research[a-zà-ÿ]*|estado del arte')],
  ['explanation', wordPattern('expl[íi]ca[a-zà-ÿ]*|explain[a-z]*|qu[ée] es|c[óo]mo funciona[n]?|ens[ée][ñn]ame|what is|what are|how does|how do|teach me')],
  ['copy', wordPattern('anuncio|ad copy|ads?|copy|landing|descripci[óo]n de(l)? producto|product description')],
  ['story', wordPattern('cuento|relato|historia|poema|novela|story|poem|novel|fiction')],
  ['script', wordPattern('gui[óo]n|script|v[íi]deo|video|reel|shorts?')],
  ['social', wordPattern('post|publicaci[óo]n|instagram|tiktok|linkedin|facebook|twitter|tweet|hilo|thread|caption')],
  ['article', wordPattern('art[íi]culo|article|blog|ensayo|essay|informe|report')],
];

/** The kind a LOWER-CASED text asks for. */
export function kindFromText(text: string): TaskKind | undefined {
  return kindPatterns.find(([, pattern]) => pattern.test(text))?.[0];
}

const kindOfTaskType: Record<TaskType, TaskKind> = {
  'Content Creation': 'article',
  Research: 'research',
  Brainstorming: 'ideas',
  Summarization: 'summary',
  'Data Analysis': 'analysis',
  Translation: 'translation',
  Coding: 'code',
  Copywriting: 'copy',
  'Email Writing': 'email',
  'Creative Writing': 'story',
};

/** The option's kind, made precise by the channel (content for social media is a post). */
export function kindFromOptions(taskType: TaskType | undefined, channel: Channel | undefined): TaskKind | undefined {
  if (!taskType) return undefined;
  const kind = kindOfTaskType[taskType];
  if (kind === 'article' && channel === 'Social Media') return 'social';
  if (kind === 'article' && channel === 'Video Script') return 'script';
  return kind;
}

/**
 * A platform the LOWER-CASED text names, as the user calls it, and the dialog's option it matches
 * when it is unambiguous (an Instagram post is not a Reel).
 */
export function platformFromText(text: string): { platform?: Platform; name: string } | undefined {
  if (/\btik ?tok\b/.test(text)) return { platform: 'TikTok', name: 'TikTok' };
  if (/\byoutube\b/.test(text)) return { platform: /\bshorts?\b/.test(text) ? 'YouTube Shorts' : undefined, name: 'YouTube' };
  if (/\binstagram\b/.test(text)) return { platform: /\breels?\b/.test(text) ? 'Instagram Reels' : undefined, name: 'Instagram' };
  if (/\blinked ?in\b/.test(text)) return { platform: 'LinkedIn', name: 'LinkedIn' };
  if (/\bfacebook\b/.test(text)) return { platform: 'Facebook', name: 'Facebook' };
  return undefined;
}

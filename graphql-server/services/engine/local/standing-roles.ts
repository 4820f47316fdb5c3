import type { Language } from '../../../../shared/languages.ts';
import { vocabularies } from './catalog.ts';
import { wordPattern } from './text.ts';

/** A role kept for the rest of the chat: a machine answers input with its output (a terminal), a partner takes turns (a tutor, an interviewer). */
export interface StandingRole {
  variant: 'machine' | 'partner';
  /** The user asks to be corrected ("me corrijas los errores", "correct my mistakes"). */
  corrects: boolean;
  /** The user already says how the chat starts ("my first command is pwd"). */
  startGiven: boolean;
}

const patterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => {
    const words = vocabularies[language].standingRole;
    return [
      language,
      {
        opener: new RegExp(words.opener),
        questionsInChat: wordPattern(words.questionsInChat),
        turns: wordPattern(words.turns),
        ongoingRoles: wordPattern(words.ongoingRoles),
        runsGame: wordPattern(words.runsGame),
        machines: wordPattern(words.machines),
        corrects: wordPattern(words.corrects),
        start: wordPattern(words.start),
      },
    ];
  }),
) as Record<Language, Record<keyof (typeof vocabularies)['es']['standingRole'], RegExp>>;

/**
 * A role or simulation the LOWER-CASED request sets up for the rest of the chat ("act as a linux terminal. i will type
 * commands…", "quiero que actúes como mi profesor de inglés y me corrijas los errores"): it opens by setting the role and
 * says the chat goes on in turns, or the role is a conversation by nature (a tutor, an interviewer) and no deliverable is
 * named. "act as a travel agent and plan a 3-day trip" is that one-off plan (`namesDeliverable`).
 */
export function standingRoleOf(lowerRequest: string, language: Language, namesDeliverable: boolean): StandingRole | undefined {
  const words = patterns[language];
  if (!words.opener.test(lowerRequest.trim())) return undefined;
  const machine = words.machines.test(lowerRequest);
  const turns = words.turns.test(lowerRequest) || words.questionsInChat.test(lowerRequest);
  // With no turns said, only the role alone: "act as a patient maths teacher. Explain fractions to my son…" is that one explanation.
  const roleAlone = !namesDeliverable && !/[.!?;\n]\s*[\p{L}¿¡]/u.test(lowerRequest.trim());
  // "be the dungeon master for a D&D one-shot, we are 3 players": the game is run in the chat, turn by turn, whatever adventure it names.
  const runsGame = words.runsGame.test(lowerRequest);
  if (!turns && !runsGame && !(roleAlone && (machine || words.ongoingRoles.test(lowerRequest)))) return undefined;
  return { variant: machine ? 'machine' : 'partner', corrects: words.corrects.test(lowerRequest), startGiven: words.start.test(lowerRequest) };
}

/** The LOWER-CASED request says the user's questions come later in the chat ("answer my questions about puppy training"): no slot to paste them. */
export function questionsInChat(lowerRequest: string, language: Language): boolean {
  return patterns[language].questionsInChat.test(lowerRequest);
}

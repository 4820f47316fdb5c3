import type { Change } from './build.ts';
import type { Audience, CustomTone, DialogTone } from '../../../../shared/optimizer-options.ts';
import type { Language } from '../../../../shared/languages.ts';
import { promptPhrases, readerPhrases } from './catalog.ts';
import { quote } from './text.ts';

/** One line of the explanation: what changed and why, in the reader's language. */
export function renderChange(change: Change, readerLanguage: Language): string {
  const reader = readerPhrases[readerLanguage];
  const c = reader.change;
  switch (change.type) {
    case 'role':
      return c.role(change.text);
    case 'precision':
      return c.precision(change.text);
    case 'count':
      return c.count(change.count, change.noun);
    case 'platform':
      return c.platform(change.platform);
    case 'context':
      return c.context(change.placeholders);
    case 'contextSlot':
      return c.contextSlot(change.placeholder);
    case 'material':
      return c.material(change.placeholder);
    case 'slot':
      return c.slot(change.placeholders);
    case 'audience':
      return c.audience(change.text);
    case 'tone':
      return c.tone(change.text, change.fromOption);
    case 'format':
      return c.format(change.text);
    case 'length':
      return c.length(change.text);
    case 'constraints':
      return c.constraints(change.count);
    case 'staysInRole':
      return c.staysInRole(change.count);
    case 'steps':
      return c.steps(change.count);
    case 'checks':
      return c.checks(change.count);
    case 'exampleSlot':
      return c.exampleSlot();
    case 'slotsSkipped':
      return c.slotsSkipped();
    case 'askFirst':
      return c.askFirst();
    case 'kept':
      return c.kept(
        change.elements.map((name) => (change.phrases[name] ? `${reader.elementNames[name]} ("${change.phrases[name]}")` : reader.elementNames[name])),
        change.size,
        change.greeting,
        change.facts ?? [],
      );
    case 'alreadyGood':
      return c.alreadyGood(change.elements.map((name) => reader.elementNames[name]));
    case 'optionConflict':
      return c.optionConflict(reader.taskTypes[change.taskType], change.named ? `"${change.named}"` : reader.kindNames[change.kind]);
    case 'optionNotApplied': {
      // The option as the reader's language's catalog calls it ("con humor", "beginners").
      const phrases = promptPhrases[readerLanguage];
      const line = change.element === 'tone' ? phrases.tones[change.option as CustomTone | DialogTone] : phrases.audiences[change.option as Audience];
      return c.optionNotApplied(reader.elementNames[change.element], line.split(/[;:,]/)[0].replace(/\.$/, ''), quote(change.phrase));
    }
    case 'channelConflict':
      return c.channelConflict(promptPhrases[readerLanguage].channels[change.channel], reader.kindNames[change.kind]);
    case 'platformConflict':
      return c.platformConflict(change.chosen, change.stillPost ? reader.stillPostName[change.stillPost] : (change.named ?? reader.kindNames[change.kind ?? 'general']));
    case 'reference':
      return c.reference(change.title);
    case 'injection':
      return c.injection(quote(change.text));
    case 'structure':
      return c.structure(reader.detailLevels[change.detail]);
  }
}

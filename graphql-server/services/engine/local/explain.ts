import type { Change } from './build.ts';
import type { ReaderPhrases } from './catalog.ts';
import { quote } from './text.ts';

/** One line of the explanation: what changed and why, in the reader's language. */
export function renderChange(change: Change, reader: ReaderPhrases): string {
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
    case 'steps':
      return c.steps(change.count);
    case 'checks':
      return c.checks(change.count);
    case 'exampleSlot':
      return c.exampleSlot();
    case 'askFirst':
      return c.askFirst();
    case 'kept':
      return c.kept(
        change.elements.map((name) => (change.phrases[name] ? `${reader.elementNames[name]} ("${change.phrases[name]}")` : reader.elementNames[name])),
        change.size,
        change.greeting,
      );
    case 'alreadyGood':
      return c.alreadyGood(change.elements.map((name) => reader.elementNames[name]));
    case 'optionConflict':
      return c.optionConflict(reader.taskTypes[change.taskType], reader.kindNames[change.kind]);
    case 'platformConflict':
      return c.platformConflict(change.chosen, change.named ?? reader.kindNames[change.kind ?? 'general']);
    case 'reference':
      return c.reference(change.title);
    case 'injection':
      return c.injection(quote(change.text));
    case 'structure':
      return c.structure(reader.detailLevels[change.detail]);
  }
}

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../graphql-server/i18n/messages';
import { languages } from '../../../shared/languages';
import { isValidationMessageKey, validationCatalogs, type ValidationMessageKey } from '../../../shared/validation-messages';
import { ruleText } from './validationMessages';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every `'validation.…'` literal in the rules and the web client's code (its schemas, refinements). */
function ruleKeysInSource(): string[] {
  const files = [
    path.join(root, 'shared/rules.ts'),
    ...readdirSync(path.join(root, 'web/src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('__generated__') && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(root, 'web/src', file)),
  ];
  return [...new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(validation\.\w+)'/g)].map((match) => match[1])))];
}

describe('the validation messages shared by the server and the forms', () => {
  it('word every rule key the shared rules and the forms use', () => {
    const keys = ruleKeysInSource();
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !isValidationMessageKey(key))).toEqual([]);
  });

  it('read the same in a form as in the server’s answer, in both languages', () => {
    for (const language of languages) {
      for (const key of Object.keys(validationCatalogs[language]) as ValidationMessageKey[]) {
        expect(ruleText(key, language).text, `${language} ${key}`).toBe(translate(key, language));
      }
    }
    expect(ruleText('validation.emailInvalid', 'es').text).toBe('Introduce un correo electrónico válido');
  });

  it('give the short title of a required field and leave a server’s ready text as it is', () => {
    expect(ruleText('validation.promptTitleRequired', 'en')).toEqual({ title: 'Title missing', text: 'Please enter a title for your prompt.' });
    expect(ruleText('Ese correo electrónico ya está registrado', 'es')).toEqual({ text: 'Ese correo electrónico ya está registrado' });
  });
});

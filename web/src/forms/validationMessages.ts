import { defaultLanguage, isLanguage } from '../../../shared/languages';
import { isValidationMessageKey, validationMessage, validationTitles } from '../../../shared/validation-messages';

/**
 * A form error in the UI language. Rule messages are keys (`validation.usernameMin`) of the catalog
 * the server words them with too (shared/validation-messages.ts), looked up by language here rather
 * than through react-intl's catalogs; any other message is a server's ready text and shown as is.
 */
export function ruleText(message: string, locale: string): { title?: string; text: string } {
  if (!isValidationMessageKey(message)) return { text: message };
  const language = isLanguage(locale) ? locale : defaultLanguage;
  return { title: validationTitles[language][message], text: validationMessage(message, language) };
}

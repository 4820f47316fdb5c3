import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ImportBatchMessageKey, ImportItemMessageKey, ImportValues } from '../../../../../shared/prompt-import';
import { ruleText } from '../../../forms/validationMessages';

export const importMessages = defineMessages({
  modeLabel: { id: 'admin.import.mode', defaultMessage: 'Origen del contenido' },
  modeFiles: { id: 'admin.import.modeFiles', defaultMessage: 'Archivos' },
  modePaste: { id: 'admin.import.modePaste', defaultMessage: 'Pegar contenido' },
  chooseFiles: { id: 'admin.import.chooseFiles', defaultMessage: 'Elegir archivos' },
  filesHint: { id: 'admin.import.filesHint', defaultMessage: 'Archivos .md, .txt, .json o .csv; puedes elegir varios a la vez.' },
  noFilesYet: { id: 'admin.import.noFilesYet', defaultMessage: 'Ningún archivo seleccionado' },
  pasteLabel: { id: 'admin.import.pasteLabel', defaultMessage: 'Contenido' },
  pastePlaceholder: { id: 'admin.import.pastePlaceholder', defaultMessage: 'Pega aquí JSON, Markdown (## Título), texto separado por --- o CSV con encabezado' },
  defaultCategory: { id: 'admin.import.defaultCategory', defaultMessage: 'Categoría para los prompts que no indican una' },
  noDefaultCategory: { id: 'admin.import.noDefaultCategory', defaultMessage: 'Ninguna' },
  defaultLanguage: { id: 'admin.import.defaultLanguage', defaultMessage: 'Idioma para los prompts que no lo indican' },
  spanish: { id: 'admin.import.spanish', defaultMessage: 'Español' },
  english: { id: 'admin.import.english', defaultMessage: 'Inglés' },
  previewTitle: { id: 'admin.import.previewTitle', defaultMessage: 'Vista previa' },
  importCurrentFile: { id: 'admin.import.importCurrentFile', defaultMessage: 'Importar Archivo Actual' },
  importPasted: { id: 'admin.import.importPasted', defaultMessage: 'Importar Contenido' },
  importing: { id: 'admin.import.importing', defaultMessage: 'Importando…' },
  importFailed: { id: 'admin.import.failed', defaultMessage: 'Error al importar prompts' },
  importError: { id: 'admin.import.error', defaultMessage: 'Error en la importación' },
  emptyContent: { id: 'admin.import.emptyContent', defaultMessage: 'No hay contenido para importar' },
  noFiles: { id: 'admin.import.noFiles', defaultMessage: 'No hay archivos seleccionados para importar' },
  readFailed: { id: 'admin.import.readFailed', defaultMessage: 'Error al leer el archivo' },
  unreadable: { id: 'admin.import.unreadable', defaultMessage: 'No se pudo leer' },
  done: { id: 'admin.import.done', defaultMessage: 'Importación completada' },
  errorsHeading: { id: 'admin.import.errorsHeading', defaultMessage: 'Prompts que no se importarán' },
  resultErrorsHeading: { id: 'admin.import.resultErrorsHeading', defaultMessage: 'Prompts no importados' },
  firstItems: { id: 'admin.import.firstItems', defaultMessage: 'Primeros prompts' },
  premium: { id: 'admin.import.premium', defaultMessage: 'Premium' },
  categoryPending: { id: 'admin.import.categoryPending', defaultMessage: 'El servidor comprueba que las categorías existan y si algún prompt ya está en la biblioteca (se actualiza).' },
});

export const importAll = defineMessage<{ count: number }>({ id: 'admin.import.importAll', defaultMessage: 'Importar Todos ({count})' });
export const previewSummary = defineMessage<{ format: string; count: number; errors: number }>({
  id: 'admin.import.previewSummary',
  defaultMessage: 'Formato {format}: {count, plural, one {# prompt listo} other {# prompts listos}} para importar, {errors, plural, =0 {sin errores} one {# con error} other {# con errores}}.',
});
export const resultSummary = defineMessage<{ count: number; created: number; updated: number }>({
  id: 'admin.import.resultSummary',
  defaultMessage: '{count, plural, one {# prompt importado} other {# prompts importados}}: {created, plural, one {# nuevo} other {# nuevos}}, {updated, plural, one {# actualizado} other {# actualizados}}.',
});
export const issuePlace = defineMessage<{ position: number; line: number | string }>({
  id: 'admin.import.issuePlace',
  defaultMessage: '{line, select, none {Prompt {position}} other {Prompt {position} (línea {line})}}',
});

const batchMessages: Record<ImportBatchMessageKey, MessageDescriptor> = defineMessages({
  'import.empty': { id: 'admin.import.batch.empty', defaultMessage: 'No hay contenido para importar' },
  'import.tooLarge': { id: 'admin.import.batch.tooLarge', defaultMessage: 'El contenido supera el máximo de {limit} MB por importación: divídelo en varios archivos' },
  'import.tooManyItems': { id: 'admin.import.batch.tooManyItems', defaultMessage: 'El contenido tiene {count} prompts y el máximo por importación es {max}: divídelo en varios archivos' },
  'import.noItems': { id: 'admin.import.batch.noItems', defaultMessage: 'No se encontró ningún prompt en el contenido' },
  'import.invalidJson': { id: 'admin.import.batch.invalidJson', defaultMessage: 'El contenido no es JSON válido' },
  'import.jsonShape': { id: 'admin.import.batch.jsonShape', defaultMessage: 'El JSON debe ser una lista de prompts o un objeto con la lista en "prompts"' },
  'import.invalidCsv': { id: 'admin.import.batch.invalidCsv', defaultMessage: 'El CSV no es válido (línea {line}): revisa las comillas' },
  'import.csvHeader': { id: 'admin.import.batch.csvHeader', defaultMessage: 'La primera fila del CSV debe nombrar las columnas: act,prompt o title,content (y, si quieres, category, language, premium)' },
});

const itemMessages: Record<Exclude<ImportItemMessageKey, `validation.${string}`>, MessageDescriptor> = defineMessages({
  'import.notAnObject': { id: 'admin.import.item.notAnObject', defaultMessage: 'El elemento no es un objeto con title y content' },
  'import.invalidField': { id: 'admin.import.item.invalidField', defaultMessage: 'El campo {field} no tiene un valor válido' },
  'import.unstorableCharacter': { id: 'admin.import.item.unstorableCharacter', defaultMessage: 'El campo {field} contiene un carácter que no se puede guardar (el nulo, U+0000, o medio carácter Unicode)' },
  'import.categoryRequired': { id: 'admin.import.item.categoryRequired', defaultMessage: 'Falta la categoría: indícala en el prompt o elige una categoría por defecto' },
  'import.unknownCategory': { id: 'admin.import.item.unknownCategory', defaultMessage: 'La categoría "{category}" no existe' },
  'import.invalidLanguage': { id: 'admin.import.item.invalidLanguage', defaultMessage: 'El idioma debe ser es o en' },
  'import.invalidPremium': { id: 'admin.import.item.invalidPremium', defaultMessage: 'Premium debe ser sí o no' },
  'import.duplicateInBatch': { id: 'admin.import.item.duplicateInBatch', defaultMessage: 'Repite el prompt {position} de esta importación (mismo título, idioma y categoría)' },
});

/**
 * The client's wording of the shared parser's message keys (the server words the same keys); its
 * validation keys come from the shared validation catalog.
 */
export function importKeyText(intl: IntlShape, key: ImportBatchMessageKey | ImportItemMessageKey, values?: ImportValues): string {
  if (key.startsWith('validation.')) return ruleText(key, intl.locale).text;
  const message = key in batchMessages ? batchMessages[key as ImportBatchMessageKey] : itemMessages[key as keyof typeof itemMessages];
  return intl.formatMessage(message, values);
}

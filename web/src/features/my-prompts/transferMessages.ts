import { defineMessage, defineMessages } from 'react-intl';

export const transferMessages = defineMessages({
  export: { id: 'myPrompts.export', defaultMessage: 'Exportar' },
  exportJson: { id: 'myPrompts.export.json', defaultMessage: 'JSON (todo, para volver a importar)' },
  exportCsv: { id: 'myPrompts.export.csv', defaultMessage: 'CSV (hoja de cálculo)' },
  exportMarkdown: { id: 'myPrompts.export.markdown', defaultMessage: 'Markdown (para leer)' },
  exportHint: {
    id: 'myPrompts.export.hint',
    defaultMessage: 'Tus prompts creados con sus versiones anteriores y tus prompts guardados.',
  },
  import: { id: 'myPrompts.import', defaultMessage: 'Importar' },
  importHeading: { id: 'myPrompts.import.heading', defaultMessage: 'Importar prompts' },
  importIntro: {
    id: 'myPrompts.import.intro',
    defaultMessage:
      'Los prompts importados son tuyos y privados, como los que creas: nunca van a la biblioteca. Un archivo exportado desde Mis Prompts se importa tal cual; las versiones anteriores y los prompts guardados de la biblioteca que contiene se omiten.',
  },
  chooseFile: { id: 'myPrompts.import.chooseFile', defaultMessage: 'Elegir archivo' },
  fileHint: { id: 'myPrompts.import.fileHint', defaultMessage: 'Archivo .json, .csv, .md o .txt' },
  orPaste: { id: 'myPrompts.import.orPaste', defaultMessage: 'O pega el contenido' },
  defaultCategory: { id: 'myPrompts.import.defaultCategory', defaultMessage: 'Categoría para los prompts que no indican una' },
  noDefaultCategory: { id: 'myPrompts.import.noDefaultCategory', defaultMessage: 'Ninguna' },
  previewNote: {
    id: 'myPrompts.import.previewNote',
    defaultMessage: 'El servidor comprueba las categorías; un prompt tuyo con el mismo título, idioma y categoría se actualiza (guardando su versión anterior), no se duplica.',
  },
  submit: { id: 'myPrompts.import.submit', defaultMessage: 'Importar' },
  importing: { id: 'myPrompts.import.importing', defaultMessage: 'Importando…' },
  failed: { id: 'myPrompts.import.failed', defaultMessage: 'No se pudo importar' },
  done: { id: 'myPrompts.import.done', defaultMessage: 'Importación completada' },
  close: { id: 'myPrompts.import.close', defaultMessage: 'Cerrar' },
  readFailed: { id: 'myPrompts.import.readFailed', defaultMessage: 'No se pudo leer el archivo' },
});

export const skippedMessage = defineMessage<{ count: number }>({
  id: 'myPrompts.import.skipped',
  defaultMessage:
    '{count, plural, one {Se omite # entrada que no es un prompt tuyo} other {Se omiten # entradas que no son prompts tuyos}} (versiones anteriores o prompts guardados de la biblioteca).',
});

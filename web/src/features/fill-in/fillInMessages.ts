import { defineMessage, defineMessages } from 'react-intl';

export const fillInMessages = defineMessages({
  use: { id: 'fillIn.use', defaultMessage: 'Usar' },
  untitled: { id: 'fillIn.untitled', defaultMessage: 'Usar el prompt' },
  preview: { id: 'fillIn.preview', defaultMessage: 'Vista previa' },
  intro: { id: 'fillIn.intro', defaultMessage: 'Completa las variables; lo que dejes vacío queda como está escrito.' },
  copy: { id: 'fillIn.copy', defaultMessage: 'Copiar prompt' },
  openChatGpt: { id: 'fillIn.openChatGpt', defaultMessage: 'Abrir en ChatGPT' },
  openClaude: { id: 'fillIn.openClaude', defaultMessage: 'Abrir en Claude' },
  copyOpenGemini: { id: 'fillIn.copyOpenGemini', defaultMessage: 'Copiar y abrir Gemini' },
  copiedForGemini: { id: 'fillIn.copiedForGemini', defaultMessage: 'Prompt copiado: pégalo en Gemini' },
  newTab: { id: 'fillIn.newTab', defaultMessage: '(se abre en una pestaña nueva)' },
  close: { id: 'fillIn.close', defaultMessage: 'Cerrar' },
});

export const fillInTitle = defineMessage<{ title: string }>({ id: 'fillIn.title', defaultMessage: 'Usar «{title}»' });

import { defineMessage, defineMessages } from 'react-intl';

export const optimizerMessages = defineMessages({
  title: { id: 'optimize.title', defaultMessage: 'Optimizador de Prompts' },
  subtitle: {
    id: 'optimize.subtitle',
    defaultMessage: 'Convierte una idea en un prompt claro, específico y con contexto.',
  },
  freeAlertTitle: { id: 'optimize.freeAlert.title', defaultMessage: 'Limitaciones del Plan Gratis' },
  upgrade: { id: 'optimize.upgrade', defaultMessage: 'Mejorar plan' },
  promptLabel: { id: 'optimize.prompt.label', defaultMessage: 'Tu prompt' },
  promptPlaceholder: {
    id: 'optimize.prompt.placeholder',
    defaultMessage: 'Escribe el prompt que quieres mejorar. Ej.: escribe un post sobre productividad',
  },
  options: { id: 'optimize.options', defaultMessage: 'Opciones' },
  submit: { id: 'optimize.submit', defaultMessage: 'Optimizar Prompt' },
  submitting: { id: 'optimize.submitting', defaultMessage: 'Optimizando…' },
  failed: { id: 'optimize.failed', defaultMessage: 'Falló la optimización' },
  original: { id: 'optimize.result.original', defaultMessage: 'Prompt Original' },
  optimized: { id: 'optimize.result.optimized', defaultMessage: 'Prompt Optimizado' },
  writing: { id: 'optimize.result.writing', defaultMessage: 'Escribiendo el prompt optimizado…' },
  explanation: { id: 'optimize.result.explanation', defaultMessage: 'Explicación de Mejoras' },
  suggestions: { id: 'optimize.result.suggestions', defaultMessage: 'Sugerencias Adicionales' },
  view: { id: 'optimize.view', defaultMessage: 'Vista de la comparación' },
  viewSideBySide: { id: 'optimize.view.sideBySide', defaultMessage: 'Lado a lado' },
  viewDiff: { id: 'optimize.view.diff', defaultMessage: 'Cambios' },
  diffHint: {
    id: 'optimize.diff.hint',
    defaultMessage: 'Palabras del prompt original a la versión optimizada: lo añadido en verde, lo quitado tachado en rojo.',
  },
  added: { id: 'optimize.diff.added', defaultMessage: 'Añadido' },
  removed: { id: 'optimize.diff.removed', defaultMessage: 'Quitado' },
  save: { id: 'optimize.save', defaultMessage: 'Guardar' },
  saveCategory: { id: 'optimize.saveCategory', defaultMessage: 'Categoría al guardar' },
  saving: { id: 'optimize.saving', defaultMessage: 'Guardando…' },
  saved: { id: 'optimize.saved', defaultMessage: 'Guardado' },
  savedToast: { id: 'optimize.savedToast', defaultMessage: 'Prompt guardado' },
  savedToastText: { id: 'optimize.savedToastText', defaultMessage: 'Lo encontrarás en Mis Prompts › Prompts Guardados.' },
});

export const engineAnsweredMessage = defineMessage<{ engine: string }>({
  id: 'optimize.engine.answered',
  defaultMessage: 'Respondió: {engine}',
});

// The catalog's plan name (a Pro trial is the Pro plan), as every screen names plans.
export const unlimitedMessage = defineMessage<{ plan: string }>({
  id: 'optimize.plan.unlimited',
  defaultMessage: '{plan}: optimizaciones ilimitadas',
});
export const leftThisMonthMessage = defineMessage<{ count: number }>({
  id: 'optimize.plan.leftThisMonth',
  defaultMessage: '{count, plural, one {# optimización restante este mes} other {# optimizaciones restantes este mes}}',
});

export const leftTodayMessage = defineMessage<{ count: number }>({
  id: 'optimize.plan.leftToday',
  defaultMessage: '{count, plural, one {# optimización restante hoy} other {# optimizaciones restantes hoy}}',
});

export const freeAlertMessage = defineMessage<{ count: number }>({
  id: 'optimize.freeAlert.body',
  defaultMessage:
    'El Plan Gratis incluye {count, plural, one {# optimización} other {# optimizaciones}} al mes. Los planes de pago dan más, o ilimitadas.',
});

/** The title of a saved optimized prompt: 'Optimizado: ' + a title taken from the request (shared/optimized-title.ts). */
export const savedTitleMessage = defineMessage<{ excerpt: string }>({
  id: 'optimize.savedTitle',
  defaultMessage: 'Optimizado: {excerpt}',
});

export const complexityMessages = defineMessages({
  heading: { id: 'optimize.complexity.heading', defaultMessage: 'Análisis de complejidad' },
  analyzing: { id: 'optimize.complexity.analyzing', defaultMessage: 'Analizando…' },
  tooShort: {
    id: 'optimize.complexity.tooShort',
    defaultMessage: 'El análisis empieza cuando el prompt pasa de 20 caracteres.',
  },
  excellent: { id: 'optimize.complexity.band.excellent', defaultMessage: 'Excelente' },
  good: { id: 'optimize.complexity.band.good', defaultMessage: 'Bueno' },
  acceptable: { id: 'optimize.complexity.band.acceptable', defaultMessage: 'Aceptable' },
  needsWork: { id: 'optimize.complexity.band.needsWork', defaultMessage: 'Necesita Mejoras' },
  strengths: { id: 'optimize.complexity.strengths', defaultMessage: 'Puntos fuertes' },
  weaknesses: { id: 'optimize.complexity.weaknesses', defaultMessage: 'Puntos débiles' },
  suggestions: { id: 'optimize.complexity.suggestions', defaultMessage: 'Sugerencias' },
  failed: { id: 'optimize.complexity.failed', defaultMessage: 'Análisis fallido' },
  failedText: { id: 'optimize.complexity.failedText', defaultMessage: 'No se pudo analizar la complejidad del prompt.' },
  retry: { id: 'optimize.complexity.retry', defaultMessage: 'Reintentar' },
});

export const scoreMessage = defineMessage<{ score: string }>({
  id: 'optimize.complexity.score',
  defaultMessage: '{score}/10',
});

import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { CatalogPlan, LandingData } from './fetchLanding';

const messages = defineMessages({
  optimizerQuestion: { id: 'landing.faq.optimizer.question', defaultMessage: '¿Cómo mejora Promptario mis prompts?' },
  optimizerAnswer: {
    id: 'landing.faq.optimizer.answer',
    defaultMessage:
      'Reescribe tu prompt con lo que tienen los buenos prompts: rol, tarea, contexto, público, tono, formato, extensión y restricciones. Donde falta información deja [marcadores] para que la completes, explica cada cambio y puntúa la complejidad de 0 a 10.',
  },
  trialQuestion: { id: 'landing.faq.trial.question', defaultMessage: '¿Cómo funciona la prueba gratis?' },
  trialAnswer: {
    id: 'landing.faq.trial.answer',
    defaultMessage:
      'Una vez por cuenta puedes usar el Plan Pro durante 7 días sin pagar: optimizaciones ilimitadas y toda la biblioteca. Al terminar vuelves al plan gratuito, salvo que contrates un plan.',
  },
  cancelQuestion: { id: 'landing.faq.cancel.question', defaultMessage: '¿Puedo cancelar cuando quiera?' },
  cancelAnswer: {
    id: 'landing.faq.cancel.answer',
    defaultMessage:
      'Sí. Conservas tu plan hasta el final del periodo pagado y después pasas al plan gratuito. Tus prompts guardados y los que creaste se quedan en tu cuenta.',
  },
  platformsQuestion: { id: 'landing.faq.platforms.question', defaultMessage: '¿Con qué IA funcionan los prompts?' },
  platformsAnswer: {
    id: 'landing.faq.platforms.answer',
    defaultMessage: 'Con cualquiera: copia el prompt y pégalo en ChatGPT, Claude, Gemini o la herramienta que uses.',
  },
});

const freeQuestion = defineMessage({ id: 'landing.faq.free.question', defaultMessage: '¿Qué incluye el plan gratuito?' });
const freeAnswerMessage = defineMessage<{ optimizations: number; perCategory: number; saved: number }>({
  id: 'landing.faq.free.answer',
  defaultMessage:
    '{optimizations, plural, one {# optimización al mes} other {# optimizaciones al mes}}, que se renuevan el día 1 de cada mes (UTC) y no se acumulan; {perCategory} prompts por categoría de la biblioteca y hasta {saved} prompts guardados.',
});
const libraryAnswerMessage = defineMessage<{ prompts: number; categories: number }>({
  id: 'landing.faq.platforms.library',
  defaultMessage: 'La biblioteca tiene {prompts, number} prompts en {categories, number} categorías, en español y en inglés.',
});

const useStyles = makeStyles({
  list: { maxWidth: '760px', margin: '0 auto', display: 'flex', flexDirection: 'column', gap: '10px' },
  item: {
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0 },
  trigger: {
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px',
    padding: '16px 18px',
    border: 'none',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  chevron: {
    flexShrink: 0,
    fontSize: '20px',
    transitionProperty: 'transform',
    transitionDuration: tokens.durationNormal,
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0ms' },
  },
  chevronOpen: { transform: 'rotate(180deg)' },
  answer: { margin: 0, padding: '0 18px 18px', color: tokens.colorNeutralForeground2, lineHeight: tokens.lineHeightBase400 },
});

function freeAnswer(intl: ReturnType<typeof useIntl>, free: CatalogPlan): string {
  return intl.formatMessage(freeAnswerMessage, {
    optimizations: free.optimizationsLimit ?? 0,
    perCategory: free.libraryPromptsPerCategory ?? 0,
    saved: free.savedPromptsLimit ?? 0,
  });
}

/** Five questions; opening one closes the others. Plan facts come from the catalog, counts from the library. */
export function Faq({ plans, libraryStats }: Pick<LandingData, 'plans' | 'libraryStats'>) {
  const intl = useIntl();
  const styles = useStyles();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const free = plans.find((plan) => plan.type === 'free');
  const platformsAnswer = [
    intl.formatMessage(messages.platformsAnswer),
    libraryStats ? intl.formatMessage(libraryAnswerMessage, { prompts: libraryStats.promptCount, categories: libraryStats.categoryCount }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const items = [
    { question: intl.formatMessage(messages.optimizerQuestion), answer: intl.formatMessage(messages.optimizerAnswer) },
    free ? { question: intl.formatMessage(freeQuestion), answer: freeAnswer(intl, free) } : null,
    { question: intl.formatMessage(messages.trialQuestion), answer: intl.formatMessage(messages.trialAnswer) },
    { question: intl.formatMessage(messages.cancelQuestion), answer: intl.formatMessage(messages.cancelAnswer) },
    { question: intl.formatMessage(messages.platformsQuestion), answer: platformsAnswer },
  ].filter((item) => item !== null);

  return (
    <div className={styles.list}>
      {items.map((item, index) => {
        const expanded = open === index;
        const triggerId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={styles.item} data-testid="faq-item">
            <h3 className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.question}
                <ChevronDownRegular className={mergeClasses(styles.chevron, expanded && styles.chevronOpen)} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={triggerId} hidden={!expanded}>
              <p className={styles.answer}>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { SectionErrorBoundary } from '../../ui/ErrorBoundary';

// The library's detail dialog, loaded on the first click (as Recent Activity's 'Ver prompt' does).
const PromptDetails = lazy(async () => ({ default: (await import('../dashboard/activityDetails')).SavedPromptDetails }));

const messages = defineMessages({
  builtIn: { id: 'optimize.engine.builtIn', defaultMessage: 'Motor integrado (sin IA)' },
  aiModel: { id: 'optimize.engine.aiModel', defaultMessage: 'Modelo de IA' },
  basedOn: { id: 'optimize.basedOn', defaultMessage: 'Basado en el prompt de la biblioteca:' },
});

const useStyles = makeStyles({
  basedOn: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, overflowWrap: 'anywhere' },
});

/**
 * Which engine answered, in plain words: the built-in engine is not an AI model, so it is never
 * named like one; the openai engine is named by its model ("gpt-4o-mini", "llama3.2:3b").
 */
export function engineLabel(intl: IntlShape, engine: string, model: string | null | undefined): string {
  if (engine === 'local') return intl.formatMessage(messages.builtIn);
  return model || intl.formatMessage(messages.aiModel);
}

/** "Based on the library prompt: <title>", the title opening the prompt's detail dialog. */
export function BasedOnLink({ prompt }: { prompt: { id: string; title: string } }) {
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <p className={styles.basedOn} data-testid="based-on">
      {intl.formatMessage(messages.basedOn)}{' '}
      <Link
        as="button"
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {prompt.title}
      </Link>
      {opened ? (
        <SectionErrorBoundary resetKey={prompt.id} fallback={() => null}>
          <Suspense fallback={null}>
            <PromptDetails promptId={prompt.id} open={open} onOpenChange={setOpen} />
          </Suspense>
        </SectionErrorBoundary>
      ) : null}
    </p>
  );
}

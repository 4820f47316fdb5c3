import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { promptVariables } from '../../../../shared/prompt-variables';

const messages = defineMessages({
  found: { id: 'library.create.variablesFound', defaultMessage: 'Variables encontradas' },
});
// Braces in quotes are literal in ICU messages: each language shows examples in its own words.
const syntaxMessage = defineMessage({
  id: 'library.create.variablesSyntax',
  defaultMessage: "Variables: escribe '{{cliente}}', '{{tono:formal}}' (con valor por defecto) o '{{tono:formal|cercano}}' (a elegir); «Usar» pedirá cada una.",
});
const choiceLabel = defineMessage<{ name: string; options: string }>({ id: 'library.create.variableChoice', defaultMessage: '{name}: {options}' });

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '6px', marginTop: '-8px' },
  syntax: { margin: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  chips: { display: 'flex', flexWrap: 'wrap', gap: '4px', margin: 0, padding: 0, listStyle: 'none' },
});

/**
 * Under the content of the create and edit forms: the variable syntax in one line, and the
 * variables the Use dialog will ask for, found as the user types (shared/prompt-variables.ts).
 */
export function PromptVariableHint({ content }: { content: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const variables = useMemo(() => promptVariables(content), [content]);
  return (
    <div className={styles.root}>
      <p className={styles.syntax}>{intl.formatMessage(syntaxMessage)}</p>
      {variables.length > 0 && (
        <ul className={styles.chips} aria-label={intl.formatMessage(messages.found)} data-testid="prompt-variables">
          {variables.map((variable) => (
            <li key={variable.name}>
              <Badge appearance="tint" color="brand" shape="rounded">
                {variable.options ? intl.formatMessage(choiceLabel, { name: variable.name, options: variable.options.join(' | ') }) : variable.name}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

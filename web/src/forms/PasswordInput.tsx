import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PlainButton } from '../ui/PlainButton';
import { TextInput, type TextInputProps } from './TextInput';

const messages = defineMessages({
  show: { id: 'password.show', defaultMessage: 'Mostrar contraseña' },
  hide: { id: 'password.hide', defaultMessage: 'Ocultar contraseña' },
});

// Fluent's transparent Button appearance (ui/buttonStyles has the landing page's appearances only).
const useStyles = makeStyles({
  toggle: {
    backgroundColor: tokens.colorTransparentBackground,
    ...shorthands.borderColor('transparent'),
    color: tokens.colorNeutralForeground2,
    ':hover': {
      backgroundColor: tokens.colorTransparentBackgroundHover,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForeground2BrandHover,
    },
    ':hover:active': {
      backgroundColor: tokens.colorTransparentBackgroundPressed,
      ...shorthands.borderColor('transparent'),
      color: tokens.colorNeutralForeground2BrandPressed,
    },
  },
});

/** A password input with a show/hide button. Use it inside a `forms/Field`. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'contentAfter'>) {
  const intl = useIntl();
  const styles = useStyles();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <PlainButton
          className={styles.toggle}
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={intl.formatMessage(visible ? messages.hide : messages.show)}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        />
      }
    />
  );
}

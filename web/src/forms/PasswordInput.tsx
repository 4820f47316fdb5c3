import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  show: { id: 'password.show', defaultMessage: 'Mostrar contraseña' },
  hide: { id: 'password.hide', defaultMessage: 'Ocultar contraseña' },
});

/** A password input with a show/hide button. Use it inside a Fluent `Field`. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
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

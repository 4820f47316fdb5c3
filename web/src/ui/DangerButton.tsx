import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `1px solid transparent`,
    // "Eliminar definitivamente" stays one line beside Cancel.
    whiteSpace: 'nowrap',
    flexShrink: 0,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

/** The confirm button of an action that cannot be undone: red, not the brand colour (Fluent v9 has no such appearance). */
export function DangerButton({
  icon,
  onClick,
  children,
  testId,
}: {
  icon?: ReactElement;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const styles = useStyles();
  return (
    <Button appearance="primary" className={styles.danger} icon={icon} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}

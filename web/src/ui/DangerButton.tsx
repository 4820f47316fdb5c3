import { Button, makeStyles, tokens, type ButtonProps } from '@fluentui/react-components';

const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `1px solid transparent`,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

/** The confirm button of an action that cannot be undone: red, not the brand colour (Fluent v9 has no such appearance). */
export function DangerButton(props: Pick<ButtonProps, 'icon' | 'onClick' | 'disabled' | 'children'> & { 'data-testid'?: string }) {
  const styles = useStyles();
  return <Button {...props} appearance="primary" className={styles.danger} />;
}

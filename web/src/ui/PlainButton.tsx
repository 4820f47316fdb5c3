import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useButtonClassNames, type ButtonAppearance, type ButtonSize } from './buttonStyles';

type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  appearance?: ButtonAppearance;
  size?: ButtonSize;
  icon?: ReactNode;
};

/**
 * A `<button>` that looks like Fluent's Button without its code, for what the landing page
 * shows (see buttonStyles.ts). `aria-pressed` makes it a toggle and gives it the pressed look.
 */
export function PlainButton({ appearance, size, icon, className, children, type = 'button', ...props }: PlainButtonProps) {
  const pressed = props['aria-pressed'] === true;
  const classes = useButtonClassNames({ appearance, size, withIcon: icon != null, iconOnly: icon != null && children == null, pressed, className });
  return (
    <button {...props} type={type} className={classes.root}>
      {icon != null ? <span className={classes.icon}>{icon}</span> : null}
      {children}
    </button>
  );
}

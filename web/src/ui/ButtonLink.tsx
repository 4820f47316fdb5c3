import type { ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './AppLink';
import { useButtonClassNames, type ButtonAppearance, type ButtonSize } from './buttonStyles';

type ButtonLinkProps = AppLinkProps & {
  appearance?: ButtonAppearance;
  size?: ButtonSize;
  icon?: ReactNode;
};

/**
 * A link (`<a href>`) that looks like a Fluent button and navigates client-side (ui/AppLink.tsx). A
 * plain element, so the landing page needs none of Fluent's component code.
 */
export function ButtonLink({ appearance, size, icon, className, children, ...props }: ButtonLinkProps) {
  const classes = useButtonClassNames({ appearance, size, withIcon: icon != null, iconOnly: icon != null && children == null, className });
  return (
    <AppLink {...props} className={classes.root}>
      {icon != null ? <span className={classes.icon}>{icon}</span> : null}
      {children}
    </AppLink>
  );
}

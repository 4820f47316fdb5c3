import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { useButtonClassNames, type ButtonAppearance, type ButtonSize } from './buttonStyles';

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  appearance?: ButtonAppearance;
  size?: ButtonSize;
  icon?: ReactNode;
};

/**
 * A link (`<a href>`) that looks like a Fluent button and navigates client-side. A plain element,
 * so the landing page needs none of Fluent's component code.
 */
export function ButtonLink({ to, replace, appearance, size, icon, className, onClick, children, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  const classes = useButtonClassNames({ appearance, size, withIcon: icon != null, iconOnly: icon != null && children == null, className });
  return (
    <a
      {...props}
      href={href}
      className={classes.root}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleClick(event);
      }}
    >
      {icon != null ? <span className={classes.icon}>{icon}</span> : null}
      {children}
    </a>
  );
}

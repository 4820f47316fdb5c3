import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

type AnchorButtonProps = Extract<ButtonProps, { as: 'a' }>;

type ButtonLinkProps = Omit<AnchorButtonProps, 'as' | 'href' | 'onClick'> & {
  to: To;
  replace?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A Fluent button that is a real link (`<a href>`) and navigates client-side. */
export function ButtonLink({ to, replace, onClick, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...props}
      as="a"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleClick(event);
      }}
    />
  );
}

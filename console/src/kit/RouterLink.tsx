import { Button, Link, type ButtonProps, type LinkProps } from '@fluentui/react-components';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Pick<LinkProps, 'appearance' | 'inline' | 'disabled'> & {
    /** A console address; the click navigates in the app, a middle click opens a new tab. */
    to: To;
    replace?: boolean;
  };

/**
 * A Fluent link to a page of the console: Fluent's look (colour, focus ring, hover) with
 * react-router's navigation. Use it wherever text links to another console page.
 */
export function RouterLink({ to, replace, onClick, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Link
      {...props}
      href={href}
      as="a"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

type RouterButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  Pick<ButtonProps, 'appearance' | 'icon'> & { to: To };

/**
 * A page action that opens another console page: it looks like the buttons beside it, stays a
 * real link (a middle click opens a new tab, the address shows on hover) and navigates in the app.
 */
export function RouterButton({ to, onClick, ...props }: RouterButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      as="a"
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

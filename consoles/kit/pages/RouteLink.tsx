import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';

/** A Fluent link to a console path: a real href (basename included) that navigates inside the app. */
export function RouteLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const href = useHref(to);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Link className={className} href={href} onClick={onClick}>
      {children}
    </Link>
  );
}

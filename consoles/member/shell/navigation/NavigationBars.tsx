import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { NavigationIcon } from '#shared/navigation/NavigationIcon';
import { isInternal, type NavItem, type NavLinkItem } from './defaults';
import './navigation.css';

/** A site page through the router (marked when current), anything else as a plain link; a new window never learns who opened it. */
export function ItemLink({ item, children, className }: { item: NavLinkItem; children?: ReactNode; className?: string }) {
  if (isInternal(item)) {
    return (
      <NavLink to={item.href} end={item.href === '/'} className={className}>
        {children ?? item.name}
      </NavLink>
    );
  }
  const newWindow = item.openInNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={item.href} className={className} {...newWindow}>
      {children ?? item.name}
      {item.openInNewWindow ? <span className="m-sr-only">（在新窗口打开）</span> : null}
    </a>
  );
}

/** Items have no ids (a save replaces them): what they show keys them. */
const keyOf = (item: NavLinkItem) => `${item.kind} ${item.href} ${item.name}`;

/**
 * A top item with a sub-menu: its own link, and a button that opens the list (disclosure pattern): arrow keys move
 * through it, Escape closes it and gives the focus back to the button, a click outside or the focus leaving closes it.
 */
function SubMenu({ item, label }: { item: NavItem; label: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  // Native listeners on the wrapper (a plain div): keys from the button and the links alike, and the focus leaving it.
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const links = () => [...node.querySelectorAll<HTMLAnchorElement>('.m-subnav a')];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (node.querySelector('.m-subnav:not([hidden])')) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      setOpen(true);
      // After the list shows (the next frame), move along it.
      requestAnimationFrame(() => {
        const all = links();
        const at = all.indexOf(document.activeElement as HTMLAnchorElement);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = at === -1 ? (step === 1 ? 0 : all.length - 1) : (at + step + all.length) % all.length;
        all[next]?.focus();
      });
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    node.addEventListener('keydown', onKeyDown);
    node.addEventListener('focusout', onFocusOut);
    return () => {
      node.removeEventListener('keydown', onKeyDown);
      node.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return (
    <div className="m-nav-menu" ref={root}>
      <ItemLink item={item}>{label}</ItemLink>
      <button
        ref={button}
        type="button"
        className="m-nav-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${item.name}的子菜单`}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={id} className="m-subnav" hidden={!open}>
        {item.children.map((child) => (
          <li key={keyOf(child)}>
            <ItemLink item={child} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 顶部导航 (desktops): 我的 reads 登录 for a visitor. */
export function TopNavigation({ items, signedIn }: { items: NavItem[]; signedIn: boolean }) {
  return (
    <>
      {items.map((item) => {
        const label = item.kind === 'me' && !signedIn ? '登录' : item.name;
        const key = keyOf(item);
        return item.children.length ? (
          <SubMenu key={key} item={item} label={label} />
        ) : (
          <ItemLink key={key} item={item}>
            {label}
          </ItemLink>
        );
      })}
    </>
  );
}

/** 底部导航 (labelled 页脚导航, the phone's tab bar being the one at the bottom): below every page, on phones and desktops; nothing when the site has none. */
export function FooterNavigation({ items }: { items: NavItem[] }) {
  if (!items.length) return null;
  return (
    <nav className="m-footer-nav" aria-label="页脚导航">
      <ul>
        {items.map((item) => (
          <li key={keyOf(item)}>
            <ItemLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 手机底部标签栏 (phones): icon over name. */
export function TabBar({ items }: { items: NavItem[] }) {
  if (!items.length) return null;
  return (
    <nav className="m-tabs" aria-label="底部导航">
      {items.map((item) => (
        <ItemLink key={keyOf(item)} item={item}>
          <NavigationIcon icon={item.icon} />
          <span>{item.name}</span>
        </ItemLink>
      ))}
    </nav>
  );
}

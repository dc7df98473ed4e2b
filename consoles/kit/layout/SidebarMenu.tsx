import {
  CounterBadge,
  Menu,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  mergeClasses,
  Tooltip,
} from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, DocumentRegular } from '@fluentui/react-icons';
import { Fragment, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type MenuNode, menuAncestors, menuCount } from '#kit/routes/menu';
import { useSidebarStyles } from './Sidebar.styles';

interface MenuProps {
  nodes: readonly MenuNode[];
  activePath: string;
  counts: Readonly<Record<string, number>>;
  /** Desktop rail: icons only, groups open as pop-up menus. */
  rail: boolean;
}

/** Starts an action entry (instead of navigating). */
type Run = (node: MenuNode) => void;

function contains(node: MenuNode, path: string): boolean {
  return node.path === path || (node.children ?? []).some((c) => contains(c, path));
}

function NodeIcon({ node }: { node: MenuNode }) {
  const Icon = node.icon ?? DocumentRegular;
  return <Icon />;
}

function Count({ count }: { count: number }) {
  return count > 0 ? <CounterBadge count={count} size="small" color="danger" aria-label={`${count} 条新消息`} /> : null;
}

function RailIcon({ node, count }: { node: MenuNode; count: number }) {
  const styles = useSidebarStyles();
  return (
    <span className={mergeClasses(styles.icon, styles.iconWrap)}>
      <NodeIcon node={node} />
      {count > 0 && <CounterBadge dot color="danger" className={styles.dot} aria-label={`${count} 条新消息`} />}
    </span>
  );
}

function ItemLink({
  node,
  className,
  run,
  label,
  children,
}: {
  node: MenuNode;
  className: string;
  run: Run;
  /** The rail shows the icon only: the title becomes the link's name. */
  label?: string;
  children: ReactNode;
}) {
  if (node.action)
    return (
      <button type="button" className={className} aria-label={label} onClick={() => run(node)}>
        {children}
      </button>
    );
  if (node.external)
    return (
      <a className={className} aria-label={label} href={node.path} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return (
    <Link className={className} aria-label={label} to={node.path ?? '/'}>
      {children}
    </Link>
  );
}

function depthClass(styles: ReturnType<typeof useSidebarStyles>, depth: number) {
  if (depth === 0) return undefined;
  return mergeClasses(styles.nested, depth === 1 ? styles.depth1 : styles.depth2);
}

function Leaf({ node, depth, activePath, counts, rail, run }: { node: MenuNode; depth: number; run: Run } & Omit<MenuProps, 'nodes'>) {
  const styles = useSidebarStyles();
  const active = node.path === activePath;
  const count = menuCount(node, counts);
  const className = mergeClasses(styles.item, depthClass(styles, depth), active && styles.active, rail && styles.railItem);
  if (rail)
    return (
      // The tooltip sat on a wrapping span, naming the span and leaving the link nameless: the link names itself.
      <Tooltip content={node.title} relationship="inaccessible" positioning="after">
        <span>
          <ItemLink node={node} className={className} run={run} label={node.title}>
            <RailIcon node={node} count={count} />
          </ItemLink>
        </span>
      </Tooltip>
    );
  return (
    <ItemLink node={node} className={className} run={run}>
      <span className={styles.icon}>
        <NodeIcon node={node} />
      </span>
      <span className={styles.title}>{node.title}</span>
      <Count count={count} />
    </ItemLink>
  );
}

function RailGroup({ node, activePath, counts, run }: { node: MenuNode; run: Run } & Omit<MenuProps, 'nodes' | 'rail'>) {
  const styles = useSidebarStyles();
  const navigate = useNavigate();
  const item = (child: MenuNode) => (
    <MenuItem
      key={child.key}
      className={mergeClasses(styles.popoverItem, child.path === activePath && styles.popoverActive)}
      onClick={() => {
        if (child.action) run(child);
        else if (child.external) window.open(child.path, '_blank', 'noopener');
        else navigate(child.path ?? '/');
      }}
    >
      {child.title}
      {menuCount(child, counts) > 0 ? ` (${menuCount(child, counts)})` : ''}
    </MenuItem>
  );
  return (
    <Menu openOnHover positioning="after-top" hoverDelay={0}>
      <MenuTrigger disableButtonEnhancement>
        <button
          type="button"
          aria-label={node.title}
          className={mergeClasses(styles.item, styles.railItem, contains(node, activePath) && styles.groupActive)}
        >
          <RailIcon node={node} count={menuCount(node, counts)} />
        </button>
      </MenuTrigger>
      <MenuPopover className={styles.popover}>
        <MenuList>
          {(node.children ?? []).map((child) =>
            child.children ? (
              <MenuGroup key={child.key}>
                <MenuGroupHeader className={styles.popoverHeader}>{child.title}</MenuGroupHeader>
                {child.children.map(item)}
              </MenuGroup>
            ) : (
              item(child)
            ),
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

function Entry(
  props: { node: MenuNode; depth: number; open: string[]; toggle: (key: string) => void; run: Run } & Omit<MenuProps, 'nodes'>,
) {
  const { node, depth, open, toggle, activePath, counts, rail, run } = props;
  const styles = useSidebarStyles();
  if (!node.children) return <Leaf {...props} />;
  if (rail) return <RailGroup node={node} activePath={activePath} counts={counts} run={run} />;
  const expanded = open.includes(node.key);
  const Chevron = expanded ? ChevronDownRegular : ChevronRightRegular;
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        className={mergeClasses(styles.item, depthClass(styles, depth), contains(node, activePath) && styles.groupActive)}
        onClick={() => toggle(node.key)}
      >
        <span className={styles.icon}>
          <NodeIcon node={node} />
        </span>
        <span className={styles.title}>{node.title}</span>
        {!expanded && <Count count={menuCount(node, counts)} />}
        <Chevron className={styles.chevron} />
      </button>
      {expanded && (
        <ul className={styles.subList}>
          {node.children.map((child) => (
            <li key={child.key}>
              <Entry {...props} node={child} depth={depth + 1} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A running action entry's component, until it closes itself. */
function RunningAction({ node, onClose }: { node: MenuNode | null; onClose(): void }) {
  const Action = node?.action;
  if (!Action) return null;
  return (
    <Suspense fallback={null}>
      <Action key={node.key} onClose={onClose} />
    </Suspense>
  );
}

/**
 * The sidebar's menu (§2.3 colours): groups expand inline, or pop out from the collapsed rail; badges show counts.
 * Action entries (`RouteRecord.action`) run their component instead of navigating.
 */
export function SidebarMenu({ nodes, activePath, counts, rail }: MenuProps) {
  const styles = useSidebarStyles();
  const [open, setOpen] = useState<string[]>(() => menuAncestors(nodes, activePath));
  const [running, setRunning] = useState<MenuNode | null>(null);
  useEffect(() => {
    const ancestors = menuAncestors(nodes, activePath);
    setOpen((keys) => (ancestors.every((k) => keys.includes(k)) ? keys : [...new Set([...keys, ...ancestors])]));
  }, [nodes, activePath]);
  const toggle = (key: string) => setOpen((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  return (
    <>
      <ul className={styles.list}>
        {nodes.map((node) => (
          <Fragment key={node.key}>
            <li>
              <Entry
                node={node}
                depth={0}
                open={open}
                toggle={toggle}
                activePath={activePath}
                counts={counts}
                rail={rail}
                run={setRunning}
              />
            </li>
          </Fragment>
        ))}
      </ul>
      <RunningAction node={running} onClose={() => setRunning(null)} />
    </>
  );
}

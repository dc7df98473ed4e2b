import type { FluentIcon } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import { isExternal } from '#kit/format/url';
import { badgeKey } from './badge';
import { joinPath } from './table';
import type { RouteActionProps, RouteRecord } from './types';

/** One sidebar entry: a page (`path`) or a group (`children`). */
export interface MenuNode {
  key: string;
  title: string;
  icon?: FluentIcon;
  /** Absolute path (or external URL) of a page. */
  path?: string;
  external?: boolean;
  /** The key of its count: a message type, or a badge's `badgeKey`. */
  messageType?: string;
  /** An action entry: clicking mounts this instead of navigating. */
  action?: ComponentType<RouteActionProps>;
  children?: MenuNode[];
}

function visible(records: readonly RouteRecord[] | undefined): RouteRecord[] {
  return (records ?? []).filter((r) => !r.hidden);
}

function leaf(record: RouteRecord, path: string, fallback?: RouteRecord): MenuNode {
  const meta = record.meta ?? fallback?.meta;
  const external = isExternal(record.path);
  return {
    key: path,
    title: meta?.title ?? '',
    icon: meta?.icon ?? fallback?.meta?.icon,
    path: external ? record.path : path,
    external,
    messageType: record.meta?.messageType ?? (record.meta?.badge && badgeKey(record.meta.badge)),
    ...(record.action ? { action: record.action } : {}),
  };
}

function node(record: RouteRecord, parent: string): MenuNode | null {
  const path = isExternal(record.path) ? record.path : joinPath(parent, record.path);
  const children = visible(record.children);
  // A group whose children were all filtered away (roles, feature switches) has nothing to offer.
  if (record.children && children.length === 0) return record.component ? leaf(record, path) : null;
  if (!record.children) return record.meta?.title ? leaf(record, path) : null;
  // One visible child without children of its own stands in for its group (unless the group insists).
  if (children.length === 1 && !children[0].children && !record.alwaysShow) {
    const only = children[0];
    return only.meta?.title ? leaf(only, isExternal(only.path) ? only.path : joinPath(path, only.path), record) : null;
  }
  const items = children.map((c) => node(c, path)).filter((n): n is MenuNode => n !== null);
  if (items.length === 0) return null;
  return { key: path, title: record.meta?.title ?? '', icon: record.meta?.icon, children: items };
}

/** The sidebar tree from an (already role-filtered) route table. */
export function buildMenu(routes: readonly RouteRecord[]): MenuNode[] {
  return visible(routes)
    .filter((r) => !r.bare && !r.public)
    .map((r) => node(r, ''))
    .filter((n): n is MenuNode => n !== null);
}

/** Sum of the message counts below a node. */
export function menuCount(node: MenuNode, counts: Readonly<Record<string, number>>): number {
  if (node.children) return node.children.reduce((sum, child) => sum + menuCount(child, counts), 0);
  return node.messageType ? (counts[node.messageType] ?? 0) : 0;
}

/** Keys of the groups on the way to the active path (opened by default). */
export function menuAncestors(nodes: readonly MenuNode[], activePath: string): string[] {
  for (const n of nodes) {
    if (n.path === activePath) return [];
    if (n.children) {
      const below = menuAncestors(n.children, activePath);
      if (below.length > 0 || n.children.some((c) => c.path === activePath)) return [n.key, ...below];
    }
  }
  return [];
}

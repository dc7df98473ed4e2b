// Reading the contract's state machines (`x-transitions` on a status enum, generated as `<Enum>Transitions` in
// sdk/generated/enums.ts): the server refuses a move the table does not hold, and the consoles offer only the moves it
// holds, from the same table.

/** A generated transitions table: action → { from state: to state }. */
export type TransitionTable = Readonly<Record<string, Readonly<Partial<Record<string | number, unknown>>>>>;

/** The states a table's moves start from or lead to. */
type Move<T extends TransitionTable, A extends keyof T> = T[A][keyof T[A]];

/** Whether `action` may start from `status`. */
export function canTransition<T extends TransitionTable>(table: T, action: keyof T, status: string | number): boolean {
  return status in table[action];
}

/** Where `action` leads from `status` (`undefined` when it may not start there). */
export function transitionTarget<T extends TransitionTable, A extends keyof T>(
  table: T,
  action: A,
  status: string | number,
): Move<T, A> | undefined {
  return canTransition(table, action, status) ? (table[action] as Record<string | number, Move<T, A>>)[status] : undefined;
}

/** Of `among`, the actions that may start from `status`, in the order given: the buttons a page offers. */
export function allowedActions<T extends TransitionTable, A extends keyof T>(table: T, status: string | number, among: readonly A[]): A[] {
  return among.filter((action) => canTransition(table, action, status));
}

/** Every state `actions` lead to from `status`, each once, in the actions' order: the targets a status menu offers. */
export function reachableStates<T extends TransitionTable, A extends keyof T>(
  table: T,
  status: string | number,
  actions: readonly A[],
): Move<T, A>[] {
  const targets: Move<T, A>[] = [];
  for (const action of allowedActions(table, status, actions)) {
    const to = transitionTarget(table, action, status) as Move<T, A>;
    if (!targets.includes(to)) targets.push(to);
  }
  return targets;
}

/** The action among `actions` that moves `from` to `to`, if one does (a status menu's choice back to its action). */
export function actionBetween<T extends TransitionTable, A extends keyof T>(
  table: T,
  from: string | number,
  to: unknown,
  actions: readonly A[],
): A | undefined {
  return allowedActions(table, from, actions).find((action) => transitionTarget(table, action, from) === to);
}

// A review workflow as a table: each transition names its action, the statuses it leaves, the status it
// leads to, and who may take it. Pure, so the console and the server offer and enforce the same moves.

type Transition<Status extends string, Action extends string, Actor extends string> = {
  action: Action;
  from: readonly Status[];
  to: Status;
  by: Actor;
};

type StateMachine<Status extends string, Action extends string, Actor extends string> = {
  readonly statuses: readonly Status[];
  readonly actions: readonly Action[];
  /** The table itself, in order (the console lays its buttons out from it). */
  readonly transitions: readonly Transition<Status, Action, Actor>[];
  /** The status `action` leads to from `from`, or null when the move is not allowed. */
  next(from: Status, action: Action): Status | null;
  /** The transition that takes `from` to `to` (for APIs that name the target status), or null. */
  moveTo(from: Status, to: Status): Transition<Status, Action, Actor> | null;
  /** Who may take `action`. */
  actorOf(action: Action): Actor;
  /** The actions allowed from `status`, in table order; only `actor`'s when one is given. */
  allowed(status: Status, actor?: Actor): Action[];
};

export function defineStateMachine<Status extends string, Action extends string, Actor extends string>(
  statuses: readonly Status[],
  transitions: readonly Transition<Status, Action, Actor>[],
): StateMachine<Status, Action, Actor> {
  const byAction = new Map<Action, Transition<Status, Action, Actor>>();
  for (const transition of transitions) {
    if (byAction.has(transition.action)) throw new Error(`${transition.action} is in the table twice`);
    byAction.set(transition.action, transition);
  }
  const take = (from: Status, action: Action) => {
    const transition = byAction.get(action);
    return transition && transition.from.includes(from) ? transition : null;
  };
  return {
    statuses,
    actions: transitions.map((t) => t.action),
    transitions,
    next: (from, action) => take(from, action)?.to ?? null,
    moveTo: (from, to) => transitions.find((t) => t.to === to && t.from.includes(from)) ?? null,
    actorOf: (action) => {
      const transition = byAction.get(action);
      if (!transition) throw new Error(`${action} is not in the table`);
      return transition.by;
    },
    allowed: (status, actor) =>
      transitions.filter((t) => t.from.includes(status) && (actor === undefined || t.by === actor)).map((t) => t.action),
  };
}

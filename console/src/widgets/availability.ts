import type { WidgetDefinition, WidgetList } from '@marquee/sdk';

/**
 * A global list of enabled item types decides which types are available, and an
 * account's own list can enable further types (it never disables a global one). The result is
 * the global types in their order, then the account's extra ones; blanks and repeats dropped.
 */
export function availableItemTypes(
  global: readonly string[],
  accountExtra: readonly string[] = [],
): string[] {
  const types = [...global, ...accountExtra].map((type) => type.trim()).filter(Boolean);
  return [...new Set(types)];
}

/**
 * What the "Add item" menu offers: the listed widgets (in the list's order) whose type is
 * available and has a console editor. A type the account enables but this console cannot edit
 * (a newer server, a widget not built yet) is not offered rather than half-working.
 */
export function offeredWidgets(
  widgets: WidgetList,
  available: readonly string[],
  editable: (type: string) => boolean,
): WidgetDefinition[] {
  const on = new Set(available);
  return widgets.filter((widget) => on.has(widget.type) && editable(widget.type));
}

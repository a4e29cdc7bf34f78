/** Widget name → its entry file (`widgets/<folder>/widget.tsx`), in the table's order. */
export function widgetEntries(root?: string): Record<string, string>;

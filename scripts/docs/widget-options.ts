import type { TSchema } from '@sinclair/typebox';

/** What the options table needs of a widget definition. */
export interface DocumentedWidget {
  readonly name: string;
  readonly summary: string;
  readonly options: { readonly properties: Record<string, TSchema> };
}

/** A schema as a reader writes its type: `boolean`, `string`, or its literals. */
function typeOf(schema: TSchema): string {
  const literals = (schema.anyOf as TSchema[] | undefined)?.map((s) => s.const as unknown);
  if (literals?.every((l) => typeof l === 'string'))
    return literals.map((l) => `\`${String(l)}\``).join(', ');
  return String(schema.type ?? 'any');
}

function optionText(name: string, schema: TSchema): string {
  const fallback =
    schema.default === undefined
      ? ''
      : `, default \`${typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default)}\``;
  return `\`${name}\` (${typeOf(schema)}${fallback}): ${String(schema.description ?? '')}`;
}

/**
 * The README's table of mountable widgets and their options, from the widgets' own definitions
 * (unformatted Markdown: Prettier aligns it).
 */
export function widgetOptionsTable(widgets: readonly DocumentedWidget[]): string {
  const rows = widgets.map((widget) => {
    const options = Object.entries(widget.options.properties).map(([name, schema]) =>
      optionText(name, schema),
    );
    return `| \`${widget.name}\` | ${widget.summary} | ${options.length ? options.join('; ') : '—'} |`;
  });
  return ['| widget | what it shows | options |', '| --- | --- | --- |', ...rows].join('\n');
}

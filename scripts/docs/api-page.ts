import type { openApiDocument } from './openapi';

type Doc = ReturnType<typeof openApiDocument>;

const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const pretty = (value: unknown) => escape(JSON.stringify(value, null, 2));

/** A self-contained, readable page of the platform API (no scripts, works offline). */
export function renderApiPage(doc: Doc): string {
  const sections = doc.tags
    .map(({ name }) => {
      const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => (op as { tags: string[] }).tags.includes(name))
          .map(([method, op]) => {
            const o = op as {
              operationId: string;
              'x-provenance': { kind: string };
              summary: string;
              description?: string;
              parameters: { name: string; in: string; required: boolean }[];
              requestBody?: unknown;
              responses: { 200: { description: string; content: Record<string, { schema: unknown }> } };
            };
            const params = o.parameters.length
              ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th></tr></thead><tbody>${o.parameters
                  .map(
                    (p) =>
                      `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`,
                  )
                  .join('')}</tbody></table>`
              : '';
            const body = o.requestBody
              ? `<details><summary>Request body</summary><pre>${pretty(o.requestBody)}</pre></details>`
              : '';
            return `<article id="${o.operationId}"><h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p><span class="p p-${o['x-provenance'].kind}">${o['x-provenance'].kind}</span> ${escape(o.summary)} <small>(${o.operationId})</small></p>${o.description ? `<p class="note">${escape(o.description)}</p>` : ''}
${params}${body}<details><summary>${escape(o.responses[200].description)}</summary><pre>${pretty(Object.values(o.responses[200].content)[0]!.schema)}</pre></details></article>`;
          }),
      );
      return `<section><h2 id="tag-${name}">${name}</h2>${operations.join('\n')}</section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)}</title><style>
body{margin:0;font:15px/1.55 system-ui,sans-serif;color:#e8ecf8;background:#0a0f1f}main{max-width:1000px;margin:0 auto;padding:32px 20px}
h1{margin-top:0}h2{margin-top:40px;text-transform:capitalize;border-bottom:1px solid #2a3769;padding-bottom:6px}
article{background:#141d3b;border:1px solid #2a3769;border-radius:12px;padding:14px 18px;margin:12px 0}h3{margin:0 0 6px;font-size:1rem}
code{font-family:ui-monospace,monospace}.m{display:inline-block;min-width:58px;text-align:center;border-radius:6px;padding:2px 6px;font-size:.8rem;color:#0a0f1f}
.m-get{background:#7dd3fc}.m-post{background:#86efac}.m-put{background:#fcd34d}.m-delete{background:#fca5a5}
.p{border-radius:6px;padding:1px 6px;font-size:.75rem;border:1px solid}.p-observed{color:#86efac}.p-named{color:#fcd34d}.p-designed{color:#a3aed3}
pre{overflow:auto;background:#0a0f1f;padding:10px;border-radius:8px;font-size:.8rem}table{border-collapse:collapse;margin:6px 0}td,th{border:1px solid #2a3769;padding:3px 8px;text-align:left}
.note{color:#f5b700}nav a{color:#f5b700;margin-right:12px}small{color:#a3aed3}</style></head><body><main>
<h1>${escape(doc.info.title)} <small>v${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description)}</p>
<p>Each call says where it comes from: <span class="p p-observed">observed</span> in the platform's public web client (path, method and fields), <span class="p p-named">named</span> there (the path; the fields are ours or not visible), or <span class="p p-designed">designed</span> (ours). Check the named and designed calls against your platform.</p>
<p><a href="openapi.json" style="color:#f5b700">openapi.json</a></p>
<nav>${doc.tags.map((t) => `<a href="#tag-${t.name}">${t.name}</a>`).join('')}</nav>${sections}</main></body></html>`;
}

import type { OpenApiDocument, OpenApiOperation } from './openapi-document'

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character)
}

function schemaBlock(title: string, schema: unknown): string {
  return `<h4>${escapeHtml(title)}</h4><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`
}

function authSentence(operation: OpenApiOperation): string {
  if (!operation.security) return 'Public.'
  const byApiKey = operation.security.some((scheme) => 'apiKey' in scheme)
  return `Needs <code>Authorization: Bearer &lt;${byApiKey ? 'API key' : 'access token'}&gt;</code>.`
}

function operationSection(method: string, path: string, operation: OpenApiOperation): string {
  const parts = [
    `<section id="${escapeHtml(operation.operationId)}">`,
    `<h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(operation.summary)}</p>`,
    `<p>${authSentence(operation)}</p>`,
  ]
  for (const sample of operation['x-codeSamples'] ?? []) {
    parts.push(`<h4>Example: ${escapeHtml(sample.label)}</h4><pre>${escapeHtml(sample.source)}</pre>`)
  }
  for (const parameter of operation.parameters ?? []) {
    const where = parameter.in === 'path' ? 'Path parameter' : 'Query parameter'
    parts.push(schemaBlock(`${where} ${parameter.name}`, parameter.schema))
  }
  for (const [contentType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    parts.push(schemaBlock(`Request body (${contentType})`, schema))
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    const body = response.content?.['application/json']?.schema
    if (body) parts.push(schemaBlock(`Response ${status} ${response.description}`, body))
    else parts.push(`<h4>Response ${escapeHtml(status)} ${escapeHtml(response.description)}</h4><p>No body.</p>`)
  }
  parts.push('</section>')
  return parts.join('\n')
}

/** The API reference as one static HTML page (no scripts), generated from the OpenAPI document. */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  )
  const contents = operations
    .map(
      ({ path, method, operation }) =>
        `<li><a href="#${escapeHtml(operation.operationId)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></a> ${escapeHtml(operation.summary)}</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)} reference</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">OpenAPI 3.1 document</a>.</p>
<h2>Calls</h2>
<ul>
${contents}
</ul>
${operations.map(({ path, method, operation }) => operationSection(method, path, operation)).join('\n')}
</main>
</body>
</html>
`
}

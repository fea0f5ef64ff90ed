import swagger from '@fastify/swagger'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PUBLIC_CONTRACT_TAG, reply, routeSchema } from '@arena/contracts'

interface Operation {
  tags?: string[]
  summary?: string
  description?: string
  requestBody?: unknown
  parameters?: unknown[]
  responses?: Record<string, unknown>
  'x-public-contract'?: boolean
}

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
  tags?: { name: string; description?: string }[]
}

/**
 * Collects every route's schema into an OpenAPI document. Registered before any route: the plugin
 * learns routes through fastify's onRoute hook.
 */
export async function registerApiSchemaCollector(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Arena API', version: '1', description: 'Every HTTP call of the platform. Operations tagged public-contract are the spec\'s section 7 calls: their paths, spellings and fields are the public wire contract.' },
      tags: [{ name: PUBLIC_CONTRACT_TAG, description: 'The spec\'s section 7 calls (x-public-contract: true)' }],
    },
  })
}

/** The document with section 7 operations also flagged `x-public-contract: true`. */
export function openApiDocument(app: FastifyInstance): OpenApiDocument {
  const document = structuredClone(app.swagger() as unknown as OpenApiDocument)
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      if (operation.tags?.includes(PUBLIC_CONTRACT_TAG)) operation['x-public-contract'] = true
    }
  }
  return document
}

const escape = (text: string) => text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The API reference as one server-rendered page: no script and no inline style, so the strict
 * content security policy (`script-src 'self'`, `style-src 'self'`) holds as everywhere else.
 */
export function renderApiReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>()
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const schemas = {
        ...(operation.parameters?.length ? { parameters: operation.parameters } : {}),
        ...(operation.requestBody ? { requestBody: operation.requestBody } : {}),
        responses: operation.responses,
      }
      const contract = operation['x-public-contract'] ? ' <strong>public contract</strong>' : ''
      const item = `<li id="${escape(`${method}-${path}`)}"><h3><code>${escape(method.toUpperCase())} ${escape(path)}</code>${contract}</h3>`
        + (operation.description ? `<p>${escape(operation.description)}</p>` : '')
        + `<details><summary>schemas</summary><pre>${escape(JSON.stringify(schemas, null, 2))}</pre></details></li>`
      for (const tag of (operation.tags ?? ['other']).filter(tag => tag !== PUBLIC_CONTRACT_TAG)) {
        byTag.set(tag, [...(byTag.get(tag) ?? []), item])
      }
    }
  }
  const tags = [...byTag.keys()].sort()
  const sections = tags.map(tag => `<section id="${escape(tag)}"><h2>${escape(tag)}</h2><ul>${byTag.get(tag)!.join('')}</ul></section>`)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)} reference</title></head><body>`
    + `<h1>${escape(document.info.title)} reference</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. `
    + `Calls marked <strong>public contract</strong> are the spec's section 7 calls.</p>`
    + `<nav><ul>${tags.map(tag => `<li><a href="#${escape(tag)}">${escape(tag)}</a></li>`).join('')}</ul></nav>`
    + sections.join('') + '</body></html>'
}

/** `/api/openapi.json` and `/api/docs`, after every other route is registered. */
export function registerApiDocs(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: routeSchema('docs', { description: 'This document (OpenAPI 3.0)', response: reply({ openapi: Type.String(), paths: Type.Record(Type.String(), Type.Unknown()) }) }) },
    async () => openApiDocument(app))
  app.get('/api/docs', { schema: { ...routeSchema('docs', { description: 'The API reference (HTML)', response: Type.String({ description: 'HTML page' }) }), produces: ['text/html'] } },
    async (_request, response) => response.type('text/html; charset=utf-8').send(renderApiReference(openApiDocument(app))))
}

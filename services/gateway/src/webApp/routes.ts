import fastifyStatic from '@fastify/static'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { notFound } from '@arena/service-kit'

/**
 * Serves the built React app. Any non-API path that is not a file gets index.html, so the
 * client router decides what it is (including its own 404 page); unknown /api paths get JSON.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasApp = webRoot !== undefined && existsSync(join(webRoot, 'index.html'))
  if (hasApp) {
    await app.register(fastifyStatic, { root: webRoot, prefix: '/', wildcard: false, index: ['index.html'] })
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasApp || request.method !== 'GET') {
      const error = notFound(`No route ${request.method} ${request.url.split('?')[0]}`)
      return reply.code(404).send(error.body())
    }
    return reply.type('text/html').sendFile('index.html')
  })
}

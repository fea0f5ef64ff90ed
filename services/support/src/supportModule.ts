import multipart from '@fastify/multipart'
import { join } from 'node:path'
import { checkpointsIn, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { AttachmentStore } from './adapters/attachmentStore'
import { liveProjection, type ProjectionLifecycle } from './adapters/liveProjection'
import type { SupportRouteDeps } from './adapters/routeDeps'
import { TicketCommands } from './adapters/ticketCommands'
import { openTicketRoutes } from './openingTickets/routes'
import { pushTicketChange } from './push/ticketPush'
import { readTicketRoutes } from './readingTickets/routes'
import { TicketProjection } from './readModel/ticketProjection'
import { TicketQueries } from './readModel/ticketQueries'
import { replyRoutes } from './replyingToTickets/routes'
import { resolveTicketRoutes } from './resolvingTickets/routes'

/** Where ticket uploads live under the data folder; the spec serves them as helpIssue/{file}. */
export const attachmentDir = (dataDir: string): string => join(dataDir, 'uploads', 'helpIssue')

export type SupportModule = ServiceModule & ProjectionLifecycle

/** Support tickets with a reply thread: routes for the gateway and the read model they use. */
export function createSupportModule(ctx: ModuleContext): SupportModule {
  const projection = new TicketProjection()
  // Every process folding the tickets starts from their shared checkpoint and the log after it (docs/adr/0035).
  const checkpoints = checkpointsIn(ctx, 'support-tickets')
  const { runner, lifecycle } = liveProjection(ctx, projection, change => pushTicketChange(ctx.push, projection, change), { name: 'support', checkpoints })
  const files = new AttachmentStore(attachmentDir(ctx.dataDir))
  const catchUp = () => runner.caughtUpToHead()
  const deps: SupportRouteDeps = { guards: ctx.guards, commands: new TicketCommands(ctx.store, ctx.clock, runner, files), tickets: new TicketQueries(projection, files, catchUp) }
  return {
    name: 'support',
    routes: async app => {
      // Own scope, so this multipart registration cannot clash with another module's.
      await app.register(async scoped => {
        await scoped.register(multipart, { throwFileSizeLimit: false })
        scoped.addHook('onRequest', async () => runner.whenReady())
        for (const routes of [openTicketRoutes, readTicketRoutes, replyRoutes, resolveTicketRoutes]) routes(scoped, deps)
      })
    },
    ...lifecycle,
  }
}

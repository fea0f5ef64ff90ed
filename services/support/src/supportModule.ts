import multipart from '@fastify/multipart'
import { join } from 'node:path'
import { ProjectionRunner, type ModuleContext, type ServiceModule } from '@arena/service-kit'
import { adminRoutes } from './adapters/adminRoutes'
import { AttachmentStore } from './adapters/attachmentStore'
import { pushTicketChange } from './adapters/livePush'
import { playerRoutes } from './adapters/playerRoutes'
import { SupportActions } from './app/supportActions'
import { TicketCommands } from './app/ticketCommands'
import { TicketProjection, type TicketChange } from './app/ticketProjection'

/** Where ticket uploads live under the data folder; the spec serves them as helpIssue/{file}. */
export const attachmentDir = (dataDir: string): string => join(dataDir, 'uploads', 'helpIssue')

export interface SupportModule extends ServiceModule {
  /** Resolves once the read model has applied the event at `position` (e.g. another instance's write). */
  caughtUpTo(position: number): Promise<void>
}

/** Support tickets with a reply thread: routes for the gateway and the read model they use. */
export function createSupportModule(ctx: ModuleContext): SupportModule {
  const projection = new TicketProjection()
  const runner = new ProjectionRunner<TicketChange>(
    ctx.store,
    projection,
    ctx.logger,
    // Live changes only: a restart must not push old ticket changes again.
    (change, live) => {
      if (live) pushTicketChange(ctx.push, projection, change)
    },
    undefined,
    { name: 'support' },
  )
  const commands = new TicketCommands(ctx.store, ctx.clock, runner)
  const catchUp = async () => runner.caughtUpTo(await ctx.store.headPosition())
  const actions = new SupportActions(projection, commands, new AttachmentStore(attachmentDir(ctx.dataDir)), catchUp)
  return {
    name: 'support',
    routes: async app => {
      // Own scope, so this multipart registration cannot clash with another module's.
      await app.register(async scoped => {
        await scoped.register(multipart, { throwFileSizeLimit: false })
        scoped.addHook('onRequest', async () => runner.whenReady())
        playerRoutes(scoped, ctx.guards, actions, projection)
        adminRoutes(scoped, ctx.guards, actions, projection)
      })
    },
    start: () => runner.start(),
    stop: () => runner.stop(),
    isReady: () => runner.isReady(),
    caughtUpTo: position => runner.caughtUpTo(position),
  }
}

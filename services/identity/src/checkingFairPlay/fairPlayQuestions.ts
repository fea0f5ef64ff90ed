import { AskFairPlayHold, ContractViolation, IDENTITY_SERVICE, type Command, type Reply } from '@arena/contracts'
import type { Bus, Subscription } from '@arena/bus'
import type { FairPlayCheck } from './fairPlayCheck'

/**
 * Answers one question asked over the bus. A malformed or unknown question is a refusal, not a
 * throw: a throw would have the bus deliver it again forever.
 */
export async function answerFairPlayQuestion(check: FairPlayCheck, command: Command): Promise<Reply> {
  try {
    if (command.type !== AskFairPlayHold.type) throw new ContractViolation(command.type, '', 'is not a question identity answers')
    const { userId } = AskFairPlayHold.parse(command.data)
    return { correlationId: command.id, ok: true, data: { reason: await check.holdReason(userId) } }
  } catch (error) {
    if (error instanceof ContractViolation) return { correlationId: command.id, ok: false, error: { code: 'invalidCommand', message: error.message } }
    throw error
  }
}

/**
 * Serves the fair-play question from the bus in identity's worker, which keeps the index: a
 * contest worker settling a contest asks here instead of folding every login and bank account
 * (docs/adr/0004).
 */
export function serveFairPlayQuestions(bus: Bus, check: FairPlayCheck): Promise<Subscription> {
  return bus.handle(IDENTITY_SERVICE, command => answerFairPlayQuestion(check, command))
}

import { AskFairPlayFlags, AskFairPlayHold, ContractViolation, IDENTITY_SERVICE, type Command, type Reply } from '@arena/contracts'
import type { Bus, Subscription } from '@arena/bus'
import type { FairPlayCheck, FairPlayFlags } from './fairPlayCheck'

/** What identity's worker answers from its fair-play index. */
export interface FairPlayAnswers {
  check: FairPlayCheck
  flags: FairPlayFlags
}

/**
 * Answers one question asked over the bus. A malformed or unknown question is a refusal, not a
 * throw: a throw would have the bus deliver it again forever.
 */
export async function answerFairPlayQuestion(answers: FairPlayAnswers, command: Command): Promise<Reply> {
  try {
    switch (command.type) {
      case AskFairPlayHold.type: {
        const { userId } = AskFairPlayHold.parse(command.data)
        return { correlationId: command.id, ok: true, data: { reason: await answers.check.holdReason(userId) } }
      }
      case AskFairPlayFlags.type: {
        AskFairPlayFlags.parse(command.data)
        return { correlationId: command.id, ok: true, data: await answers.flags.newest() }
      }
      default:
        throw new ContractViolation(command.type, '', 'is not a question identity answers')
    }
  } catch (error) {
    if (error instanceof ContractViolation) return { correlationId: command.id, ok: false, error: { code: 'invalidCommand', message: error.message } }
    throw error
  }
}

/**
 * Serves the fair-play questions from the bus in identity's worker, which keeps the index: a
 * contest worker settling a contest, and an edge showing the admin's flags, ask here instead of
 * folding every login and bank account (docs/adr/0004).
 */
export function serveFairPlayQuestions(bus: Bus, answers: FairPlayAnswers): Promise<Subscription> {
  return bus.handle(IDENTITY_SERVICE, command => answerFairPlayQuestion(answers, command))
}

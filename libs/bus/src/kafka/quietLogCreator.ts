import { logLevel, type logCreator } from 'kafkajs'

/**
 * kafkajs logs every error response of the protocol at ERROR ("the group is rebalancing",
 * "topic already exists") and then handles or rethrows it. Those lines are dropped: an error
 * that matters reaches our code as an exception. The rest goes to stderr as one JSON line each.
 */
export const quietLogCreator: logCreator = () => ({ namespace, level, log }) => {
  if (namespace === 'Connection' && log.message.startsWith('Response ')) return
  // Stacks point into kafkajs internals and drown the message.
  const { message, timestamp: _t, logger: _l, level: _v, stack: _s, ...extra } = log as typeof log & Record<string, unknown>
  const line = JSON.stringify({ level: logLevel[level], source: `kafkajs.${namespace}`, message, ...extra })
  if (level <= logLevel.ERROR) console.error(line)
  else console.warn(line)
}

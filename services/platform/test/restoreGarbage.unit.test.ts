import t from 'tap'
import { createLogger } from '@arena/service-kit'
import { collectRestoreGarbage } from '../src/restoreGarbage'

t.test('once the read models are restored, one full collection runs where node exposes gc, and nothing happens where it does not', async t => {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger('test', { level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  let collections = 0
  collectRestoreGarbage(logger, () => void collections++)
  t.equal(collections, 1, 'collected once')
  t.match(lines, [{ msg: 'garbage of the restore collected', heapUsedMb: Number, freedMb: Number, ms: Number }], 'and said how much is left')
  collectRestoreGarbage(logger, null)
  t.equal(collections, 1, 'no gc exposed: skipped')
  t.equal(lines.length, 1, 'silently')
})

import { randomBytes } from 'node:crypto'
import { joinCodeFrom } from '@arena/domain'
import type { ContestsView } from '../readModel/contestsView'

/** A fresh join code no contest has: 31^10 codes make a clash rare, but a clash is never handed out. */
export function newJoinCode(view: ContestsView): string {
  for (;;) {
    const code = joinCodeFrom(n => randomBytes(n))
    if (!view.byCode(code)) return code
  }
}

import type { EvidenceRecord } from './records'

/**
 * A player's copy of the bundle: every player, the viewer too, named `player-<k>`, k being the
 * place of their user id among the contest's players sorted by id (zero-padded). The names keep
 * the order of the ids, which is the order ties are settled in, so the copy recomputes to the same
 * ranks and paise; the first line says which name is the viewer's (`you`) and the sealed head of
 * the whole bundle it came from. Nothing but names changes; it is chained anew and verifies alone.
 */
export function pseudonymise(records: readonly EvidenceRecord[], viewer: string, sealedHead: string): EvidenceRecord[] {
  const ids = records.flatMap(r => (r.kind === 'join' ? [r.player] : [])).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const width = String(ids.length).length
  const alias = new Map(ids.map((id, k) => [id, `player-${String(k + 1).padStart(width, '0')}`]))
  return records.map(r => {
    if (r.kind === 'bundle') return { ...r, form: 'pseudonymised', sealedHead, you: alias.get(viewer) ?? null }
    if ('player' in r) return { ...r, player: alias.get(r.player) ?? r.player }
    return r
  })
}

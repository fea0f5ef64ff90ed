import { validateSnapshot, type SnapshotStore, type StoredSnapshot } from '../snapshotStore'

/** Snapshots in this process's memory, as JSON text like the durable store keeps them. */
export class MemorySnapshotStore implements SnapshotStore {
  readonly #kept = new Map<string, { version: number; text: string }>()

  async load(stream: string, foldVersion: string): Promise<StoredSnapshot | undefined> {
    const kept = this.#kept.get(keyOf(stream, foldVersion))
    return kept && { stream, foldVersion, version: kept.version, state: JSON.parse(kept.text) as unknown }
  }

  async save(snapshot: StoredSnapshot): Promise<void> {
    const text = validateSnapshot(snapshot)
    const key = keyOf(snapshot.stream, snapshot.foldVersion)
    if ((this.#kept.get(key)?.version ?? 0) < snapshot.version) this.#kept.set(key, { version: snapshot.version, text })
  }

  async discard(stream: string, foldVersion: string, version: number): Promise<void> {
    const key = keyOf(stream, foldVersion)
    if (this.#kept.get(key)?.version === version) this.#kept.delete(key)
  }
}

const keyOf = (stream: string, foldVersion: string): string => `${foldVersion}\n${stream}`

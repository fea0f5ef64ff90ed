/**
 * A stream's folded state as a service wrote it down: the state's JSON after the event at
 * `version`, under the fold that made it. Derived data only: losing one costs a longer read.
 */
export interface StoredSnapshot {
  stream: string
  /** The version of the stream's last event folded into `state`. */
  version: number
  /**
   * Names the fold and the state's encoding ("wallet-1"). A service that changes either names a
   * new one, and snapshots under any other name are never read again.
   */
  foldVersion: string
  /** A JSON value (the service's codec makes it), kept as its JSON text: read back as a fresh copy. */
  state: unknown
}

/**
 * Where snapshots are kept: at most one per stream and fold version, the newest. Every adapter
 * passes the shared contract suite in `../contract` (snapshotStoreContract).
 */
export interface SnapshotStore {
  /** The stream's snapshot under this fold version, or undefined when there is none. */
  load(stream: string, foldVersion: string): Promise<StoredSnapshot | undefined>
  /**
   * Keeps it unless one at the same or a higher version is kept already: of two racing writers
   * the newer state stays, and a late writer of an old state changes nothing.
   */
  save(snapshot: StoredSnapshot): Promise<void>
  /** Drops the snapshot if it is still the one at `version` (one found ahead of its stream). */
  discard(stream: string, foldVersion: string, version: number): Promise<void>
}

/** Rejects what no adapter can keep, before it is written anywhere. */
export function validateSnapshot(snapshot: StoredSnapshot): string {
  if (!Number.isSafeInteger(snapshot.version) || snapshot.version < 1) throw new RangeError(`snapshot version must be a positive integer, got ${snapshot.version}`)
  if (snapshot.stream === '' || snapshot.foldVersion === '') throw new RangeError('snapshot stream and fold version must not be empty')
  const text = JSON.stringify(snapshot.state)
  if (text === undefined) throw new TypeError(`snapshot state of ${snapshot.stream} is not a JSON value`)
  return text
}

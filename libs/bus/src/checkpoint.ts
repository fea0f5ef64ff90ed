/** Where a tailing process (the relay) got to, so a restart resumes instead of starting over. */
export interface CheckpointStore {
  /** The position last saved under `name`; 0 when none was. */
  load(name: string): Promise<number>
  /** Never moves a checkpoint backwards: a stale writer cannot undo a newer one. */
  save(name: string, position: number): Promise<void>
}

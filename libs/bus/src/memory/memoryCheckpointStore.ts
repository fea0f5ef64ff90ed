import type { CheckpointStore } from '../checkpoint'

export class MemoryCheckpointStore implements CheckpointStore {
  readonly #positions = new Map<string, number>()

  async load(name: string): Promise<number> {
    return this.#positions.get(name) ?? 0
  }

  async save(name: string, position: number): Promise<void> {
    this.#positions.set(name, Math.max(position, this.#positions.get(name) ?? 0))
  }
}

interface Subscribes {
  subscribeAll(options: { fromPosition: number; name?: string }): unknown
}

/**
 * The store as it is, recording where each subscription of the global log starts (only those
 * named `name`, when given): a read model started from a checkpoint reads from its position.
 */
export function watchSubscriptions<S extends Subscribes>(store: S, name?: string): { store: S; from: number[] } {
  const from: number[] = []
  const subscribeAll = (options: Parameters<S['subscribeAll']>[0]) => {
    if (name === undefined || options.name === name) from.push(options.fromPosition)
    return store.subscribeAll(options)
  }
  const get = (target: S, key: string | symbol) => {
    if (key === 'subscribeAll') return subscribeAll
    const value: unknown = Reflect.get(target, key, target)
    // Stores keep private fields: their methods must run on the store itself.
    return typeof value === 'function' ? value.bind(target) : value
  }
  return { store: new Proxy(store, { get }), from }
}

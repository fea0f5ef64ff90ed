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

interface SubscribesWith {
  subscribeAll(options: { handler: (event: never) => Promise<void> }): unknown
}

/**
 * The store as a read model following it sees it: its subscribers get events only while the gate
 * is open (`hold` shuts it, `release` opens it). Appends and reads go straight to the store, so a
 * test can put one view behind another that follows the same log.
 */
export function gatedSubscriptions<S extends SubscribesWith>(store: S): { view: S; hold(): void; release(): void } {
  let gate: Promise<void> | undefined
  let open = () => {}
  type Options = Parameters<S['subscribeAll']>[0]
  const subscribeAll = (options: Options) =>
    store.subscribeAll({ ...options, handler: async (event: never) => { await gate; return options.handler(event) } })
  const get = (target: S, key: string | symbol) => {
    if (key === 'subscribeAll') return subscribeAll
    const value: unknown = Reflect.get(target, key, target)
    return typeof value === 'function' ? value.bind(target) : value
  }
  return { view: new Proxy(store, { get }), hold: () => void (gate = new Promise(resolve => (open = resolve))), release: () => open() }
}

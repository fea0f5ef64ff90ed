export * from './commandHandler'
export * from './derivedId'
export * from './snapshots'
export * from './recordOnce'

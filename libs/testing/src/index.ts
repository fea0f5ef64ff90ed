export * from './engines'
export * from './clock'

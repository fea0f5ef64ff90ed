export * from './engines'
export * from './clock'
export * from './deciderSpec'

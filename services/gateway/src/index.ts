export * from './gateway'
export * from './webApp'

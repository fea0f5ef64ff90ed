export * from './gateway'
export * from './webApp'
export * from './realtime/pushHub'
export * from './realtime/websocketRoute'

export * from './gatewayModule'
export * from './push/pushHub'
export * from './push/marketMessages'
export * from './push/marketPush'

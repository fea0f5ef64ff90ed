export * from './config'
export * from './platform'
export * from './embeddedPostgres'
export * from './secrets'

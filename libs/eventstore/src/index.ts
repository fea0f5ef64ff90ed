export * from './port'

import { loadConfig, Type } from '@arena/service-kit'
import type { Static } from '@sinclair/typebox'

/** Every variable the process reads, with defaults for the embedded profile. */
export const platformConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ default: '127.0.0.1' }),
  DATA_DIR: Type.String({ default: './data' }),
  /** Use this PostgreSQL instead of starting the embedded one. */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  EMBEDDED_POSTGRES_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 54329 }),
  EVENTSTORE_SCHEMA: Type.String({ pattern: '^[a-z_][a-z0-9_]*$', default: 'eventstore' }),
  /** Kafka brokers (cluster profile); without them the in-process bus is used. */
  KAFKA_BROKERS: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** Secrets: generated once into DATA_DIR/secrets.json when not given. */
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  IDENTITY_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  PAYMENT_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  TOKEN_TTL_SECONDS: Type.Integer({ minimum: 60, default: 86_400 }),
  /** The site's origin as browsers reach it: links in messages, and the websocket source in the content security policy. */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#\\s]+/?$' })),
  /** Bonuses credited to the reward wallet (INR); the spec names them but not their size. 0 turns one off. */
  REGISTRATION_BONUS: Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$', default: '50' }),
  REFERRAL_BONUS: Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$', default: '25' }),
  /** Which part of the product this process runs (docs/adr/0004-process-roles.md). */
  ROLE: Type.Union([Type.Literal('all'), Type.Literal('edge'), Type.Literal('worker'), Type.Literal('relay')], { default: 'all' }),
  /** With ROLE=worker: the modules whose background work runs here (comma-separated). */
  MODULES: Type.Optional(Type.String({ pattern: '^[a-z,]+$' })),
  /** Requests one client IP may make to /api per minute at the gateway; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 0, default: 300 }),
  /** OTPs one client IP may request per hour (identity's abuse brake); raised only for load tests. */
  OTP_PER_IP_PER_HOUR: Type.Integer({ minimum: 1, default: 20 }),
  /** Proxies in front of the gateway allowed to set X-Forwarded-For (comma-separated addresses or CIDRs, e.g. `10.0.0.0/8`). */
  TRUST_PROXY: Type.Optional(Type.String()),
  /** Folder of the built web app. */
  WEB_ROOT: Type.Optional(Type.String()),
})

export type PlatformConfig = Static<typeof platformConfigSchema>

export function platformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return loadConfig(platformConfigSchema, env)
}

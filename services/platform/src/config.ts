import { loadConfig, Type } from '@arena/service-kit'
import type { Static } from '@sinclair/typebox'

const RUPEES = '^\\d{1,10}(\\.\\d{1,2})?$'

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
  /** Put before every topic and group name on the broker: deployments (or benchmarks) sharing one Kafka keep apart. */
  KAFKA_NAMESPACE: Type.String({ pattern: '^[a-zA-Z0-9._-]*$', default: '' }),
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
  /**
   * OTPs one client IP may have sent per hour in all (identity's abuse brake). A ceiling, not the
   * everyday limit: a carrier NAT puts many people behind one address. Raised only for load tests.
   */
  OTP_PER_IP_PER_HOUR: Type.Integer({ minimum: 1, default: 200 }),
  /** OTPs one client IP may have sent to one mobile or email per hour. */
  OTP_PER_IP_AND_ADDRESS_PER_HOUR: Type.Integer({ minimum: 1, default: 5 }),
  /** Proxies in front of the gateway allowed to set X-Forwarded-For (comma-separated addresses or CIDRs, e.g. `10.0.0.0/8`). */
  TRUST_PROXY: Type.Optional(Type.String()),
  /** Folder of the built web app. */
  WEB_ROOT: Type.Optional(Type.String()),
  /** How identity sends OTPs and links: the outbox file (embedded profile) or the SMS gateway and SMTP (provider needs the four below). */
  OTP_DELIVERY: Type.Union([Type.Literal('outbox'), Type.Literal('provider')], { default: 'outbox' }),
  SMS_GATEWAY_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  SMS_GATEWAY_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  SMTP_FROM: Type.Optional(Type.String({ minLength: 3 })),
  /**
   * The TDS rule new withdrawals are recorded with; old ones keep theirs. `gross-up` is the spec's
   * amount x 30 / 130 (libs/domain tds.ts, recorded as `section194BA-30-of-130`, also accepted by that
   * name, like `flat-30-of-100`); `rule133` is 30% of Rule 133's net winnings (services/wallet domain/rule133.ts).
   */
  TDS_POLICY: Type.Union([Type.Literal('gross-up'), Type.Literal('rule133'), Type.Literal('section194BA-30-of-130'), Type.Literal('flat-30-of-100')], { default: 'gross-up' }),
  /** Wallet limits in INR (at most 10 digits before the point, far inside exact precision; checked again at start). */
  WALLET_MAX_DEPOSIT: Type.String({ pattern: RUPEES, default: '100000' }),
  WALLET_MAX_WITHDRAWAL: Type.String({ pattern: RUPEES, default: '100000' }),
  /** Smallest withdrawal; must keep TDS above 0.00. */
  WALLET_MIN_WITHDRAWAL: Type.String({ pattern: RUPEES, default: '100' }),
  /** Largest cash balance deposits may build up. */
  WALLET_MAX_BALANCE: Type.String({ pattern: RUPEES, default: '1000000' }),
  /** Deposits and withdrawals above this need two different admins to approve them. */
  WALLET_TWO_ADMIN_ABOVE: Type.String({ pattern: RUPEES, default: '25000' }),
  /** GST inside each deposit's face value (0.28, 0.40); 0 credits the whole deposit. */
  DEPOSIT_GST_RATE: Type.String({ pattern: '^(0(\\.\\d{1,4})?|1(\\.0{1,4})?)$', default: '0' }),
  /** The market feed (libs/market-data/README.md): simulated unless told otherwise. */
  MARKET_FEED: Type.Union([Type.Literal('simulated'), Type.Literal('binance'), Type.Literal('replay')], { default: 'simulated' }),
  /** Simulated market: its seed and opening instant (ISO time or epoch ms; docs/adr/0005-one-simulated-market-per-cluster.md). */
  MARKET_SEED: Type.Optional(Type.Integer()),
  MARKET_EPOCH: Type.Optional(Type.String({ pattern: '^(\\d+|\\d{4}-\\d{2}-\\d{2}T.+)$' })),
  /** Simulated and replay feeds: how often the wall clock drives them. */
  MARKET_TICK_MS: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Replay feed: the JSONL recording to loop over (scripts/record-feed.ts writes one). */
  MARKET_REPLAY_FILE: Type.Optional(Type.String()),
  /** Binance feed: the exchange's websocket and REST bases (tests point them at a local server). */
  BINANCE_WS_URL: Type.Optional(Type.String({ pattern: '^wss?://' })),
  BINANCE_REST_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Fair play: this many sign-ups from one IP within the window flag those accounts (their prizes wait for review). */
  FAIR_PLAY_SIGNUPS_PER_IP: Type.Integer({ minimum: 2, default: 5 }),
  FAIR_PLAY_SIGNUP_WINDOW_MINUTES: Type.Integer({ minimum: 1, default: 60 }),
  /**
   * Addresses never counted as a sign-up pattern (comma-separated). Loopback by default: it is what
   * a proxy without TRUST_PROXY, a local run and the tests show for everyone. Set it empty to count them.
   */
  FAIR_PLAY_IGNORED_IPS: Type.String({ default: '127.0.0.1,::1' }),
  /**
   * The live practice contest with simulated traders (docs/adr/0019-demo-contest.md): free, no
   * prize money. `npm start` (the embedded profile) turns it on unless told otherwise; off anywhere else.
   */
  DEMO_CONTEST: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'off' }),
  /**
   * `paid` (the spec: deposits and entry fees) or `free` (no deposits, no entry fees: contests are
   * free, prizes come from sponsors' budgets; docs/adr/0015-play-modes-and-sponsored-prizes.md).
   */
  PLAY_MODE: Type.Union([Type.Literal('paid'), Type.Literal('free')], { default: 'paid' }),
  /** A wallet stream's state is snapshotted each time it grows by this many events (docs/adr/0027-command-handler-snapshots.md). */
  SNAPSHOT_EVERY: Type.Integer({ minimum: 1, default: 100 }),
  /**
   * Bearer token `GET /metrics` asks for (Prometheus' `authorization` scrape setting); without it the
   * metrics are open to whoever reaches the port, like /api/health (docs/adr/0026-metrics.md).
   */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
})

export type PlatformConfig = Static<typeof platformConfigSchema>

export function platformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  return loadConfig(platformConfigSchema, env)
}

/** The market feed's settings as the feed reads them (libs/market-data's feedConfigFromEnv). */
export function marketFeedEnv(config: PlatformConfig): Record<string, string | undefined> {
  return {
    MARKET_FEED: config.MARKET_FEED,
    MARKET_SEED: config.MARKET_SEED?.toString(),
    MARKET_EPOCH: config.MARKET_EPOCH,
    MARKET_TICK_MS: config.MARKET_TICK_MS?.toString(),
    MARKET_REPLAY_FILE: config.MARKET_REPLAY_FILE,
    BINANCE_WS_URL: config.BINANCE_WS_URL,
    BINANCE_REST_URL: config.BINANCE_REST_URL,
  }
}

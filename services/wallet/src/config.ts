import { Type, loadConfig } from '@arena/service-kit'

/** The wallet's settings from the environment, checked at start. */
export const walletEnvSchema = Type.Object({
  /** Shared with the payment provider; signs its webhook bodies (HMAC-SHA256). */
  PAYMENT_WEBHOOK_SECRET: Type.String({ minLength: 16 }),
  TDS_POLICY: Type.Union([Type.Literal('section194BA-30-of-130'), Type.Literal('flat-30-of-100')], { default: 'section194BA-30-of-130' }),
})

export const loadWalletEnv = (env: NodeJS.ProcessEnv = process.env) => loadConfig(walletEnvSchema, env)

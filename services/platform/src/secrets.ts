import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface Secrets {
  jwt: string
  identity: string
  paymentWebhook: string
}

/**
 * Secrets come from the environment in production. The embedded profile generates them once
 * and keeps them in DATA_DIR/secrets.json (mode 600), so tokens and sealed OTP challenges stay
 * valid across restarts without anyone having to invent a secret.
 */
export async function loadSecrets(dataDir: string, given: Partial<Secrets>): Promise<Secrets> {
  const file = join(dataDir, 'secrets.json')
  let stored: Partial<Secrets> = {}
  if (existsSync(file)) stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>
  const fresh = () => randomBytes(32).toString('base64url')
  const secrets: Secrets = {
    jwt: given.jwt ?? stored.jwt ?? fresh(),
    identity: given.identity ?? stored.identity ?? fresh(),
    paymentWebhook: given.paymentWebhook ?? stored.paymentWebhook ?? fresh(),
  }
  if (stored.jwt !== secrets.jwt || stored.identity !== secrets.identity || stored.paymentWebhook !== secrets.paymentWebhook) {
    await mkdir(dataDir, { recursive: true })
    await writeFile(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 })
  }
  return secrets
}

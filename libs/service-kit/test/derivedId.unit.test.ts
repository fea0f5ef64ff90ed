import t from 'tap'
import { derivedId, idsIn } from '../src/index'

t.test('the same parts in one namespace always give the same UUIDv5-shaped id', async t => {
  const id = derivedId('6f1c3a52b0d94e8a9a47c2e1d05b7f38', 'wallet-u1', 'cmd-1', '0')
  t.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  t.equal(id, idsIn('6f1c3a52b0d94e8a9a47c2e1d05b7f38')('wallet-u1', 'cmd-1', '0'))
  t.not(id, derivedId('b3e0f6a4c21d4e6f8a51d9c7e2f04a16', 'wallet-u1', 'cmd-1', '0'))
  t.not(id, derivedId('6f1c3a52b0d94e8a9a47c2e1d05b7f38', 'wallet-u1', 'cmd-1', '1'))
})

t.test('ids derived before the one function existed stay the same (stored events carry them)', async t => {
  // The wallet's old derivedId(`${stream}\n${commandId}\n${index}`) in its namespace.
  t.equal(derivedId('6f1c3a52b0d94e8a9a47c2e1d05b7f38', 'wallet-u1', 'cmd-1', '0'), '62d0022f-247e-5399-94da-56d698fdcb1d')
})

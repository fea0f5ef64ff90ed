import t from 'tap'
import { fileURLToPath } from 'node:url'
import { serviceShapeProblems } from '@arena/testing'

t.test('the wallet service follows docs/service-template.md: shared folders, activities, no layers', async t => {
  t.same(serviceShapeProblems(fileURLToPath(new URL('../src', import.meta.url)), 'wallet'), [])
})

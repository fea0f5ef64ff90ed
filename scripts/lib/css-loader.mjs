// Tests run the web client's stores and sagas under Node, where a component module's
// `import './x.css'` has no meaning: stylesheets load as empty modules. Vite handles them in the build.
import { register } from 'node:module'

register('data:text/javascript,' + encodeURIComponent(`
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true }
  return next(url, context)
}
`))

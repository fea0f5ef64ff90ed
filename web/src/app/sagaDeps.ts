import { getContext } from 'redux-saga/effects'
import type { AppDeps } from './deps'

/** Reads the injected dependencies inside a saga: `const { api } = yield* deps()`. */
export function* deps(): Generator<ReturnType<typeof getContext>, AppDeps, AppDeps> {
  return yield getContext('deps')
}

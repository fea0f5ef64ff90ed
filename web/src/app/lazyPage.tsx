import { lazy, Suspense, type ComponentType } from 'react'
import { PageLoading } from '../ui/PageLoading'
import { PageLoadBoundary, PageLoadError } from './PageLoadBoundary'

/**
 * A page whose code is downloaded the first time it is shown, with a loading status meanwhile.
 *
 * Each call makes its own wrapper component, so moving between two lazy pages swaps the whole
 * subtree and mounts a fresh Suspense boundary: the router renders navigations inside a
 * transition, and React only shows the fallback of a boundary that was not on screen before
 * (otherwise it would keep the old page up, with no sign that anything is happening).
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(() =>
    load().then(
      page => ({ default: page }),
      (error: unknown) => {
        throw new PageLoadError(error)
      },
    ),
  )
  function LazyPage(props: Props) {
    return (
      <PageLoadBoundary>
        <Suspense fallback={<PageLoading />}>
          <Page {...props} />
        </Suspense>
      </PageLoadBoundary>
    )
  }
  return LazyPage
}

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { browserDeviceId, createApi, DEVICE_ID_KEY, TOKEN_KEY } from './app/api'
import { browserStorage } from './app/deps'
import { connectRealtime } from './app/realtime'
import { routes } from './app/routes'
import { makeStore } from './app/store'
import { sessionFromToken, sessionStarted } from './features/session/slice'
import './app/theme.css'

const storage = browserStorage(TOKEN_KEY)
const deviceStorage = browserStorage(DEVICE_ID_KEY)
const api = createApi({ getToken: () => storage.get(), deviceId: () => browserDeviceId(deviceStorage) })
// The router is created after the store, and sagas only navigate once the app is running.
let navigate: (path: string) => void = () => {}
const store = makeStore(
  { session: sessionFromToken(storage.get()) },
  { api, storage, realtime: connectRealtime, navigate: path => navigate(path) },
)
const router = createBrowserRouter(routes)
navigate = path => void router.navigate(path)
store.dispatch(sessionStarted())

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
)

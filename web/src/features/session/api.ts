import type { ApiClient } from '../../app/api'

/** Ends this session on the server: its token and every socket opened with it stop working. */
export const endSession = (api: ApiClient) => api.post<{ status: true; message: string }>('logout', {})

/** "Log out of all devices": ends every session of the player, this one included. */
export const endAllSessions = (api: ApiClient) => api.post<{ status: true; message: string }>('logout-all-devices', {})

/** A single-use ticket that opens one websocket for this session. */
export const fetchSocketTicket = (api: ApiClient) => api.post<{ status: true; ticket: string }>('socket-ticket', {}).then(answer => answer.ticket)

import { useAppSelector } from '../../app/hooks'
import { ProtectedImage } from '../../ui/ProtectedImage'
import { selectToken } from '../session/slice'
import { attachmentPath } from './api'
import { formatDate } from './format'
import type { ReplyDto } from './types'

/** The conversation, oldest first; who wrote each reply is named from the reader's side. */
export function Thread({ replies, reader }: { replies: ReplyDto[]; reader: 'player' | 'admin' }) {
  const token = useAppSelector(selectToken)
  if (replies.length === 0) return <p className="support-muted">No replies yet.</p>
  const author = (reply: ReplyDto) => (reply.replyBy === 'ADMIN' ? (reader === 'admin' ? 'Support (you)' : 'Support') : reader === 'player' ? 'You' : 'Player')
  return (
    <ol className="thread" aria-label="Conversation">
      {replies.map(reply => (
        <li key={reply._id} className={`thread__item thread__item--${reply.replyBy === 'ADMIN' ? 'admin' : 'user'}`}>
          <p className="thread__meta">
            <strong>{author(reply)}</strong> <time dateTime={reply.date}>{formatDate(reply.date)}</time>
          </p>
          <p className="thread__text">{reply.description}</p>
          {reply.issueImage && <ProtectedImage path={attachmentPath(reply.issueImage)} token={token} alt={`Image from ${author(reply)}`} className="support-image" linked />}
        </li>
      ))}
    </ol>
  )
}

import { supportAdminTopic } from '@arena/contracts'
import type { ContestModule } from '@arena/contest'
import type { TopicAccess } from '@arena/gateway'

const CONTEST_TOPIC = 'contest:'

/**
 * Who may follow which live topic. Market data is public. A contest's topic carries its ranking
 * with user ids and names, so only the contest's players and admins follow it; a topic nobody
 * publishes is refused rather than left open. The support queue's topic is for admins only.
 */
export function topicAccess(contest: Pick<ContestModule, 'view'>): TopicAccess {
  return (principal, topic) => {
    if (topic.startsWith('market:')) return true
    if (topic === supportAdminTopic) return principal?.role === 'admin'
    if (!principal || !topic.startsWith(CONTEST_TOPIC)) return false
    if (principal.role === 'admin') return true
    return contest.view.get(topic.slice(CONTEST_TOPIC.length))?.state.players.has(principal.id) ?? false
  }
}

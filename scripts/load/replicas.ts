import { AssignerProtocol, Kafka, logLevel, type Admin } from 'kafkajs'
import { topics } from '@arena/contracts'
import type { InstanceName } from './cluster'
import { sleep } from './http'
import type { RunningLoad } from './load'
import type { FaultRecord } from './faults'

export interface ReplicaFault extends FaultRecord {
  group: string
  /** Seconds from the kill until the member left held every partition of the accounts topic. */
  takeoverSeconds: number
  partitions: number
}

/** The partitions of `topic` each member of a stable `group` holds, as the broker says (none while it rebalances). */
async function shares(admin: Admin, group: string, topic: string): Promise<number[][]> {
  const { groups } = await admin.describeGroups([group])
  if (groups[0]?.state !== 'Stable') return []
  return groups[0].members.map(member => AssignerProtocol.MemberAssignment.decode(member.memberAssignment)?.assignment[topic] ?? [])
}

async function until(what: string, deadlineMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + deadlineMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${deadlineMs / 1000} s: ${what}`)
    await sleep(250)
  }
}

/**
 * kill -9 of one of two replicas of a worker that share the accounts through `group`: timed until
 * the broker gives every partition of `arena.account.events` to the member left; then the replica
 * starts again and the fault ends once both hold a share again.
 */
export async function killReplica(run: RunningLoad, name: InstanceName, group: string): Promise<ReplicaFault> {
  const topic = topics.events('account')
  const admin = new Kafka({ clientId: 'load-replicas', brokers: [run.cluster.kafka.brokers], logLevel: logLevel.NOTHING }).admin()
  await admin.connect()
  run.stats.faultActive = true
  try {
    const [metadata] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics
    const partitions = metadata!.partitions.length
    await until(`${group} has two members with a share each`, 60_000, async () => (await shares(admin, group, topic)).filter(share => share.length > 0).length === 2)
    run.log(`kill -9 ${name} (pid ${run.cluster.pid(name)}), a replica in ${group}`)
    const killedAt = Date.now()
    await run.cluster.kill(name, 'SIGKILL')
    await until(`the member of ${group} left holds all ${partitions} partitions`, 60_000, async () => {
      const held = await shares(admin, group, topic)
      return held.length === 1 && held[0]!.length === partitions
    })
    const takeoverSeconds = (Date.now() - killedAt) / 1000
    run.log(`${group}: the member left holds all ${partitions} partitions ${takeoverSeconds} s after the kill`)
    await run.cluster.restart(name)
    await until(`${name} holds a share of ${group} again`, 60_000, async () => (await shares(admin, group, topic)).filter(share => share.length > 0).length === 2)
    return { fault: `kill -9 ${name}`, group, partitions, takeoverSeconds, recoverySeconds: (Date.now() - killedAt) / 1000 }
  } finally {
    await admin.disconnect()
    await sleep(3_000)
    run.stats.faultActive = false
  }
}

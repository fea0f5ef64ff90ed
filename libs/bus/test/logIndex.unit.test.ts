import t from 'tap'
import { logIndexContract } from '@arena/bus/contract'
import { MemoryLogIndex } from '../src/index'

logIndexContract(t, async () => new MemoryLogIndex())

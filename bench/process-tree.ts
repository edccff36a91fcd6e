/** A process and its descendants, read from /proc (Linux): their resident memory and the CPU time they used. */
import { readFileSync, readdirSync } from 'node:fs'

/** The kernel's clock ticks a second (USER_HZ), the unit of a process's CPU times in /proc/<pid>/stat. */
export const TICKS_PER_SECOND = 100

export interface ProcessMemory {
  pid: number
  name: string
  rssKb: number
}

/** The process and its descendants (read from /proc). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readProc(`/proc/${entry}/stat`)
    if (!stat) continue
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
  }
  const tree: number[] = []
  const visit = (pid: number) => {
    tree.push(pid)
    for (const child of children.get(pid) ?? []) visit(child)
  }
  visit(root)
  return tree
}

/** A process may end between listing and reading it. */
function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

export function treeMemory(root: number): ProcessMemory[] {
  return processTree(root).flatMap((pid) => {
    const status = readProc(`/proc/${pid}/status`)
    if (!status) return []
    const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?'
    return [{ pid, name, rssKb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) }]
  })
}

/** CPU time (user and system) the tree has used, in ticks. */
export function treeCpuTicks(root: number): number {
  return processTree(root).reduce((sum, pid) => {
    const fields = readProc(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ') ?? []
    return sum + Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
  }, 0)
}

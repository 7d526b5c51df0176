/**
 * CPU seconds a process has spent, with those of the children it has waited for (the servers a
 * test file started and stopped): Linux's /proc/<pid>/stat utime, stime, cutime and cstime.
 * Elsewhere process.cpuUsage(), this process alone.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times on every architecture Node runs on. */
const ticksPerSecond = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, in seconds. */
  ownSeconds: number;
  /** utime + stime + cutime + cstime, in seconds. */
  cpuSeconds: number;
}

/** Fields after the command name (which may hold spaces and parentheses); see proc(5). */
function parseStat(text: string): ProcStat {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime to cstime are fields 14 to 17.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
  return {
    pid: Number(text.slice(0, text.indexOf(' '))),
    ppid: Number(fields[1]),
    ownSeconds: (utime + stime) / ticksPerSecond,
    cpuSeconds: (utime + stime + cutime + cstime) / ticksPerSecond,
  };
}

function readStat(pid: number | 'self'): ProcStat | undefined {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/** This process, with the children it has waited for unless `own`. */
export function processCpuSeconds({ own = false }: { own?: boolean } = {}): number {
  const stat = readStat('self');
  if (stat) return own ? stat.ownSeconds : stat.cpuSeconds;
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * CPU seconds of the live processes below `root` started from the executable `command` (directly,
 * or as the script a shell runs: Debian's Chromium is a shell script), and of everything below
 * them: each live process counts its own time and that of the children it has reaped, so the sum
 * holds the exited ones too. 0 where /proc is not there.
 */
export function descendantsCpuSeconds(root: number, command: string): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  const stats = new Map<number, ProcStat>();
  for (const pid of entries.filter((name) => /^\d+$/.test(name)).map(Number)) {
    const stat = readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  const children = new Map<number, number[]>();
  for (const stat of stats.values()) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat.pid]);
  const runs = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(0, 3).includes(command);
    } catch {
      return false;
    }
  };
  const subtree = (pid: number): number =>
    (stats.get(pid)?.cpuSeconds ?? 0) +
    (children.get(pid) ?? []).reduce((sum, child) => sum + subtree(child), 0);
  const search = (pid: number): number =>
    (children.get(pid) ?? []).reduce((sum, child) => sum + (runs(child) ? subtree(child) : search(child)), 0);
  return search(root);
}

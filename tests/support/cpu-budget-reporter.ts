/**
 * Ends a run with the CPU seconds each project took against its budget, and the run's wall time.
 * A file's CPU is its worker's, children it waited for included (file-cpu.ts, a setup file of every
 * project); the browser journeys' shared Chromium runs under vitest itself, and is counted to
 * them. Over budget is reported, never failed: tests do not time things. Registered in
 * vitest.config.ts and, where the command line names reporters (.ci/run), there too.
 */
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { descendantsCpuSeconds, processCpuSeconds } from './cpu-seconds.ts';
import { chromiumPath } from './chromium-path.ts';

/** CPU seconds a project may take on the 2-core reference machine. */
const budgets: Record<string, number> = { core: 5, adapters: 30, server: 50, web: 40, journeys: 120 };
/** The project whose files drive the shared Chromium. */
const browserProject = 'journeys';

const seconds = (value: number) => `${value.toFixed(1)} s`;

export default class CpuBudgetReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const perProject = new Map<string, number>();
    const filesOf = new Map<string, { file: string; cpu: number }[]>();
    let unmeasured = 0;
    for (const testModule of testModules) {
      const cpu = testModule.meta().cpuSeconds;
      // A file skipped whole (its service is not configured) runs nothing to measure.
      if (cpu === undefined && testModule.state() !== 'skipped') unmeasured += 1;
      const name = testModule.project.name;
      perProject.set(name, (perProject.get(name) ?? 0) + (cpu ?? 0));
      filesOf.set(name, [
        ...(filesOf.get(name) ?? []),
        { file: relative(process.cwd(), testModule.moduleId), cpu: cpu ?? 0 },
      ]);
    }
    const chromium = perProject.has(browserProject) ? descendantsCpuSeconds(process.pid, chromiumPath) : 0;
    if (chromium > 0) perProject.set(browserProject, perProject.get(browserProject)! + chromium);
    const lines = [...perProject].map(([name, cpu]) => {
      const budget = budgets[name];
      const notes = [
        budget === undefined ? 'no budget' : `budget ${budget} s`,
        ...(name === browserProject && chromium > 0 ? [`Chromium ${seconds(chromium)} of it`] : []),
      ];
      if (budget === undefined || cpu <= budget) return `cpu ${name}: ${seconds(cpu)} (${notes.join(', ')})`;
      // Where to look first: the files that took the most.
      const heaviest = (filesOf.get(name) ?? [])
        .sort((a, b) => b.cpu - a.cpu)
        .slice(0, 3)
        .map(({ file, cpu: fileCpu }) => `${file} ${seconds(fileCpu)}`);
      return `cpu ${name}: ${seconds(cpu)} (${notes.join(', ')}) over budget; heaviest: ${heaviest.join(', ')}`;
    });
    // Its own time only: the workers it has reaped are counted in their files already.
    lines.push(`cpu vitest itself (transforms, global setups): ${seconds(processCpuSeconds({ own: true }))}`);
    if (unmeasured > 0) lines.push(`cpu not measured for ${unmeasured} test files (they did not finish)`);
    lines.push(`wall time: ${seconds(process.uptime())}`);
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}

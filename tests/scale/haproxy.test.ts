import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clientIdleSeconds,
  freePort,
  haproxyConfig,
  haproxyPath,
  healthCheck,
  parseServerStates,
  startHaproxy,
} from './haproxy.ts';

describe('the HAProxy front of the scale-out proofs', () => {
  it("reads each checked server's state from `show stat`, leaving out the frontend, spares' backend line and other proxies", () => {
    const stat = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight',
      'web,FRONTEND,,,3,5,4096,10,0,0,0,0,0,,,,,OPEN,',
      'app,app1,0,0,2,25,25,40,0,0,,0,,0,0,0,0,UP,1',
      'app,app2,0,0,0,25,25,40,0,0,,0,,0,0,0,0,UP 1/3,1',
      'app,app3,0,0,0,25,25,40,0,0,,0,,0,0,0,0,DOWN,1',
      'app,spare1,0,0,0,25,25,0,0,0,,0,,0,0,0,0,no check,1',
      'app,BACKEND,0,0,2,50,410,80,0,0,0,0,,0,0,0,0,UP,3',
      '',
    ].join('\n');
    expect([...parseServerStates(stat)]).toEqual([
      ['app1', 'UP'],
      ['app2', 'UP 1/3'],
      ['app3', 'DOWN'],
      ['spare1', 'no check'],
    ]);
  });

  it.skipIf(!existsSync(haproxyPath))('writes a configuration HAProxy accepts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'commons-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      await writeFile(file, haproxyConfig(8080, [9001, 9002, 9003], path.join(dir, 'haproxy.sock')));
      const checked = spawnSync(haproxyPath, ['-c', '-f', file], { encoding: 'utf8' });
      expect(checked.stderr + checked.stdout).not.toMatch(/WARNING|ALERT/);
      expect(checked.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync(haproxyPath))(
    "tells clients its own idle timeout, not the instance's longer one",
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'commons-haproxy-'));
      // Node's server announces `Keep-Alive: timeout=65` with this setting, as the app's does.
      const instance = createServer((_request, response) => response.end('ok'));
      instance.keepAliveTimeout = 65_000;
      await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
      const balancer = await startHaproxy(dir, await freePort(), [
        (instance.address() as { port: number }).port,
      ]);
      try {
        const answer = await fetch(`${balancer.url}/api/health/live`);
        await answer.arrayBuffer();
        expect(answer.headers.get('keep-alive')).toBe(`timeout=${clientIdleSeconds}`);
      } finally {
        await balancer.stop();
        instance.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  it('lists every instance twice: checked, and as an unchecked backup used only when none is up', () => {
    const config = haproxyConfig(8080, [9001, 9002], '/tmp/haproxy.sock');
    expect(config).toMatch(/server app1 127\.0\.0\.1:9001 check /);
    expect(config).toMatch(/server app2 127\.0\.0\.1:9002 check /);
    expect(config).toContain('server spare1 127.0.0.1:9001 backup\n');
    expect(config).toContain('server spare2 127.0.0.1:9002 backup\n');
    expect(config).toContain(`fall ${healthCheck.fall} rise ${healthCheck.rise}`);
    // Only a request that never reached an instance is retried for a POST.
    expect(config).toContain('http-request disable-l7-retry if !METH_GET !METH_HEAD');
  });
});

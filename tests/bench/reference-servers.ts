/**
 * The references of `npm run bench:http`, in a process of their own (pinned like the app): a bare
 * node:http server and a bare Koa + @koa/router app, each answering `{"status":"ok"}` on
 * /api/health/live. Prints their URLs as one JSON line.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';

const body = JSON.stringify({ status: 'ok' });

const plain = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});

const router = new Router();
router.get('/api/health/live', (ctx) => {
  ctx.body = { status: 'ok' };
});
const koa = new Koa().use(router.routes());

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

const urls = { node: await listen(plain), koa: await listen(http.createServer(koa.callback())) };
process.stdout.write(`${JSON.stringify(urls)}\n`);
process.once('SIGTERM', () => process.exit(0));

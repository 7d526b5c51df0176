/**
 * The Node.js options the server runs with, however it is started: `npm start` and the image's CMD
 * write them out (a test holds both to this list), the benches and measured servers spread it.
 *
 * `--max-semi-space-size` caps V8's young generation. Left to itself, V8 grows it under sustained
 * work (a bulk send, a busy hour), trading memory the server keeps for fewer scavenges that each
 * take about as long: a cost paid in resident memory for a throughput no visitor notices.
 */
export const serverNodeOptions = ['--max-semi-space-size=16'] as const;

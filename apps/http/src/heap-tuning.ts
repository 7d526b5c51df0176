import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by the entry point, before anything allocates much. V8 lets objects made at a
 * call site go straight to the old generation once enough of them outlived a young collection
 * (allocation-site pretenuring). When a server decided that for its per-request objects, during
 * the burst of start-up and first requests, it kept the decision for its whole life: every
 * request's garbage then needed a full mark-compact (one a second under load) instead of a cheap
 * scavenge. About every other start of the same build (9 of 17) served pages 60 % slower (35
 * against 22 µs of CPU a request, the collector at 28 % of its samples against 3 %); with
 * pretenuring off, 11 starts in 11 were fast (docs/scaling.md, sixth round). Objects that really
 * live long still reach the old generation, after surviving two scavenges.
 */
setFlagsFromString('--no-allocation-site-pretenuring');

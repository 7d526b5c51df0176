/** The slice of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called with each answer to this request. */
    onResponse?: (status: number, body: string) => void;
    /** Adjusts the request before it is sent. */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
    timeout?: number;
    /** Sampling interval in ms (default 1000). */
    sampleInt?: number;
    /** Called with each client before its first request. */
    setupClient?: (client: unknown) => void;
  }

  export interface AutocannonResult {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
    /** Answers by status code. */
    statusCodeStats?: Record<string, { count: number }>;
    start: Date;
    finish: Date;
    duration: number;
  }

  export interface AutocannonInstance {
    /** Ends the run early; the callback then receives the figures so far. */
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  function autocannon(
    options: AutocannonOptions,
    done: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;
  export default autocannon;
}

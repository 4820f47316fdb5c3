// autocannon ships no types: the part of its programmatic API that bench/run.ts uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** A run before the measured one, with these options changed; its result is discarded. */
    warmup?: { duration?: number; connections?: number };
    /** Responses whose body differs count as `mismatches`. */
    expectBody?: string;
  }

  interface Histogram {
    average: number;
    mean: number;
    total: number;
    p50: number;
    p99: number;
    max: number;
  }

  interface Result {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    mismatches: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}

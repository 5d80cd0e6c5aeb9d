// The part of autocannon 8's API the bench uses (the package ships no types;
// shapes from its README, "API" and "Results").
declare module "autocannon" {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    sent: number;
    p2_5: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
  };
  export default function autocannon(options: Options): Promise<Result> & { stop: () => void };
}

// The client's per-connection response queue: the bench stops it from keeping
// each response body as a string (bench/server-load.ts).
declare module "autocannon/lib/pipelinedRequestsQueue.js" {
  const PipelinedRequestsQueue: { prototype: { addBody: (data: Buffer) => void } };
  export default PipelinedRequestsQueue;
}

/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      path: string;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Requests to send in all, instead of a duration. */
      amount?: number;
      /** Milliseconds between samples (1000): a run ends at a sample. */
      sampleInt?: number;
      /** Called before each request is sent: the request to send instead. */
      requests?: { setupRequest?: (request: Request) => Request }[];
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
    }
  }
  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}

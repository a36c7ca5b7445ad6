/** Current time in Unix seconds. Passed in so tests can move time. */
export type Clock = () => number;

export const systemClock: Clock = () => Math.floor(Date.now() / 1000);

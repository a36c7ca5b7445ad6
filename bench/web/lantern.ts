/**
 * What Lighthouse's simulation (Lantern) made of the last run: Lighthouse does not replay a page
 * at a phone's speed, it simulates the real load's requests and main-thread tasks over its
 * throttled network and CPU, and these lines say which of them set the scores (see
 * docs/architecture.md, "Web first load"): the last requests and tasks of the simulated LCP,
 * and the tasks the simulation counts as long (50 ms or more, so blocking time).
 */
import { Simulation } from 'lighthouse/core/lib/lantern/lantern.js';

interface SimNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
  duration?: number;
  childEvents?: { name: string; dur?: number }[];
}

interface Timing {
  startTime: number;
  endTime: number;
}

/** Main-thread work inside a task, by kind, in real milliseconds. */
const KINDS = ['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'Layout', 'Paint', 'ParseHTML'];

function describe(node: SimNode): string {
  if (node.type === 'network') {
    const url = new URL(node.request?.url ?? 'http://x/');
    return `${url.pathname}${url.search} (${((node.request?.transferSize ?? 0) / 1024).toFixed(1)} KB)`;
  }
  const kinds = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    if (KINDS.includes(event.name)) {
      kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
  }
  const inside = [...kinds].map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join(', ');
  return `task of ${((node.duration ?? 0) / 1000).toFixed(1)} ms real${inside ? `: ${inside}` : ''}`;
}

function span(timing: Timing): string {
  return `${timing.startTime.toFixed(0).padStart(5)}-${timing.endTime.toFixed(0).padStart(5)} ms`;
}

/** The lines for the last Lighthouse run; forgets its simulations, ready for the next run. */
export function lanternLines(): string[] {
  const simulations = Simulation.Simulator.allNodeTimings as Map<string, Map<SimNode, Timing>>;
  const lcp = [...(simulations.get('pessimisticLargestContentfulPaint') ?? [])]
    .sort((a, b) => b[1].endTime - a[1].endTime)
    .slice(0, 3)
    .map(([node, timing]) => `LCP ends on ${span(timing)} ${describe(node)}`);
  const long = [...(simulations.get('optimisticTotalBlockingTime') ?? [])]
    .filter(([node, timing]) => node.type === 'cpu' && timing.endTime - timing.startTime >= 50)
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, timing]) => `long task ${span(timing)} ${describe(node)}`);
  simulations.clear();
  return [...lcp, ...long];
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKSPACES = ['contract', 'server', 'web', 'e2e', 'bench'] as const;
/** The workspaces whose rooms biome.json's layer rules govern, and where their rooms live. */
const LAYERED = { server: 'server/src/', web: 'web/src/' } as const;
type Layered = keyof typeof LAYERED;

/**
 * The picture at the top of docs/architecture.md, read as data. A node names one or more rooms
 * in its label ("db/ · http/ · config.ts"): rooms of one node import each other freely. An edge
 * `a --> b` says every room under `a` may import every room under `b`; a subgraph as an end
 * stands for every node inside it. Edges between workspaces (`web --> contract`) say which
 * workspace imports which.
 */
interface Diagram {
  /** Node or subgraph id to the node ids it covers (a node covers itself). */
  covers: Map<string, Set<string>>;
  /** Node id to its workspace and the rooms its label names. */
  nodes: Map<string, { workspace: string; rooms: string[] }>;
  edges: [from: string, to: string][];
}

function readDiagram(markdown: string): Diagram {
  const block = /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (!block) throw new Error('docs/architecture.md has no mermaid block');
  const covers = new Map<string, Set<string>>();
  const nodes = new Map<string, { workspace: string; rooms: string[] }>();
  const edges: [string, string][] = [];
  const open: string[] = [];
  for (const raw of block.split('\n')) {
    const line = raw.trim();
    const [, subgraph] = /^subgraph (\w+)/.exec(line) ?? [];
    const [, from, to] = /^(\w+) --> (\w+)$/.exec(line) ?? [];
    const [, id, label] = /^(\w+)\["([^"]+)"\]$/.exec(line) ?? [];
    if (subgraph) {
      open.push(subgraph);
      covers.set(subgraph, new Set());
    } else if (line === 'end') {
      open.pop();
    } else if (from && to) {
      edges.push([from, to]);
    } else if (id && label) {
      const workspace = open[0] ?? id;
      const rooms = label.split(' · ').map((room) => room.replace(/\/$|\.tsx?$/, ''));
      nodes.set(id, { workspace, rooms });
      covers.set(id, new Set([id]));
      for (const group of open) covers.get(group)?.add(id);
    }
  }
  return { covers, nodes, edges };
}

interface Rule {
  workspace: Layered;
  /** The rooms the override's includes name. */
  rooms: string[];
  /** The rooms its noRestrictedImports patterns forbid. */
  forbidden: Set<string>;
}

/** biome.json's layer rules: each override with noRestrictedImports, as rooms. */
function readRules(): Rule[] {
  const biome = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8')) as {
    overrides: {
      includes: string[];
      linter?: {
        rules?: {
          style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } };
        };
      };
    }[];
  };
  const rules: Rule[] = [];
  for (const override of biome.overrides) {
    const restricted = override.linter?.rules?.style?.noRestrictedImports;
    if (!restricted) continue;
    const includes = override.includes.filter((glob) => !glob.startsWith('!'));
    const workspace = (Object.keys(LAYERED) as Layered[]).find((ws) =>
      includes.every((glob) => glob.startsWith(LAYERED[ws])),
    );
    if (!workspace) throw new Error(`an override spans workspaces: ${includes.join(', ')}`);
    const rooms = includes.map((glob) =>
      glob.slice(LAYERED[workspace].length).replace(/\/\*\*$|\.tsx?$/, ''),
    );
    const forbidden = new Set(
      restricted.options.patterns
        .flatMap((pattern) => pattern.group)
        .map((glob) => glob.replace(/^\*\*\//, '').replace(/\/\*\*$|\.js$/, '')),
    );
    rules.push({ workspace, rooms, forbidden });
  }
  return rules;
}

/** Every (importer, imported) pair of rooms of one workspace, as "a -> b". */
function pairs(rooms: string[], allowed: (from: string, to: string) => boolean): string[] {
  return rooms.flatMap((from) =>
    rooms.filter((to) => to !== from && allowed(from, to)).map((to) => `${from} -> ${to}`),
  );
}

/** Whether `room` is `outer` or a room inside it ('db/sqlite' is inside 'db'). */
const within = (room: string, outer: string) => room === outer || room.startsWith(`${outer}/`);

/**
 * Biome's reading of the rules: a room's rule is the override of the innermost room holding it
 * (a later, narrower override replaces the rule for its folder); a pattern `**\/x/**` forbids x
 * and every room inside it; a room's own inner rooms are reached by relative paths, which no
 * pattern names.
 */
function biomeAllows(rules: Rule[], workspace: Layered) {
  return (from: string, to: string) => {
    if (within(to, from)) return true;
    const holding = rules
      .filter((r) => r.workspace === workspace)
      .flatMap((r) => r.rooms.filter((room) => within(from, room)).map((room) => ({ r, room })))
      .sort((a, b) => b.room.length - a.room.length);
    const [inner, next] = holding;
    if (inner && next?.room === inner.room && next.r !== inner.r) {
      throw new Error(`${workspace}/${inner.room} is in two overrides`);
    }
    return ![...(inner?.r.forbidden ?? [])].some((room) => within(to, room));
  };
}

function diagramAllows(diagram: Diagram, workspace: string) {
  const nodeOf = (room: string) =>
    [...diagram.nodes].find(([, n]) => n.workspace === workspace && n.rooms.includes(room))?.[0];
  return (from: string, to: string) => {
    const [a, b] = [nodeOf(from), nodeOf(to)];
    if (!a || !b) return false;
    if (a === b) return true;
    return diagram.edges.some(
      ([x, y]) => diagram.covers.get(x)?.has(a) && diagram.covers.get(y)?.has(b),
    );
  };
}

/** The workspaces each workspace's sources import (`@cineclub/x` or a relative path into it). */
function workspaceImports(): string[] {
  const found = new Set<string>();
  const walk = (dir: string, workspace: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'data', 'test-results'].includes(entry.name)) {
          walk(file, workspace);
        }
        continue;
      }
      if (!/\.(ts|tsx|mts|mjs)$/.test(entry.name)) continue;
      const source = fs.readFileSync(file, 'utf8');
      for (const [, spec = ''] of source.matchAll(/(?:from |import\()'([^']+)'/g)) {
        const target = spec.startsWith('@cineclub/')
          ? spec.slice('@cineclub/'.length).split('/')[0]
          : spec.startsWith('.')
            ? path.relative(ROOT, path.resolve(path.dirname(file), spec)).split(path.sep)[0]
            : undefined;
        if (target && target !== workspace && (WORKSPACES as readonly string[]).includes(target)) {
          found.add(`${workspace} -> ${target}`);
        }
      }
    }
  };
  for (const workspace of WORKSPACES) walk(path.join(ROOT, workspace), workspace);
  return [...found].sort();
}

/** The rooms of a layered workspace: its folders, and the files biome.json names as rooms. */
function folders(workspace: Layered): string[] {
  return fs
    .readdirSync(path.join(ROOT, LAYERED[workspace]), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const diagram = readDiagram(fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8'));
const rules = readRules();

describe('the picture in docs/architecture.md matches biome.json and the workspaces', () => {
  for (const workspace of Object.keys(LAYERED) as Layered[]) {
    const biomeRooms = [
      ...new Set(
        rules
          .filter((rule) => rule.workspace === workspace)
          .flatMap((rule) => [...rule.rooms, ...rule.forbidden]),
      ),
    ].sort();
    const drawnRooms = [...diagram.nodes.values()]
      .filter((node) => node.workspace === workspace)
      .flatMap((node) => node.rooms)
      .sort();

    it(`draws each room biome.json names in ${workspace}, and no other`, () => {
      expect(drawnRooms).toEqual(biomeRooms);
    });

    it(`gives every folder of ${LAYERED[workspace]} a layer rule`, () => {
      expect(folders(workspace).filter((folder) => !biomeRooms.includes(folder))).toEqual([]);
    });

    it(`draws an arrow for each import biome.json allows in ${workspace}, and only those`, () => {
      expect(pairs(biomeRooms, diagramAllows(diagram, workspace))).toEqual(
        pairs(biomeRooms, biomeAllows(rules, workspace)),
      );
    });
  }

  it('draws the imports between workspaces that the sources make, and only those', () => {
    const drawn = diagram.edges
      .filter(([from, to]) =>
        [from, to].every((id) => (WORKSPACES as readonly string[]).includes(id)),
      )
      .map(([from, to]) => `${from} -> ${to}`)
      .sort();
    expect(drawn).toEqual(workspaceImports());
  });
});

// `npm start`: rebuilds the web bundle and the server when their sources are newer than the
// build, then runs the server in this same process (so signals reach it directly).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

const targets = [
  {
    workspace: 'web',
    output: at('web/dist/index.html'),
    sources: [
      at('web/src'),
      at('web/public'),
      at('web/index.html'),
      at('web/vite.config.ts'),
      at('contract/src'),
    ],
  },
  {
    workspace: 'server',
    output: at('server/dist/main.js'),
    sources: [at('server/src'), at('server/build.mjs'), at('contract/src')],
  },
];

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))),
  );
}

for (const target of targets) {
  const built = fs.statSync(target.output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...target.sources.map(newestMtime));
  if (changed > built) {
    console.log(`Compilando ${target.workspace}...`);
    execSync(`npm run build -w ${target.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(at('server/dist/main.js'));

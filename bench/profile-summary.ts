/**
 * Summarises a `node --cpu-prof` profile (from `BENCH_CPU_PROF=1 pnpm bench ...`): the
 * functions and the files with the most self time, so a missed target points at a cause.
 *
 * Usage: tsx bench/profile-summary.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topText] = process.argv.slice(2);
const top = Number(topText ?? 25);
const profile = JSON.parse(readFileSync(file!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfMicros.values()].reduce((sum, us) => sum + us, 0);
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

function tally(key: (node: ProfileNode) => string): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const [id, us] of selfMicros) {
    const k = key(byId.get(id)!);
    sums.set(k, (sums.get(k) ?? 0) + us);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** Time with the function anywhere on the stack (counted once per sample). */
function inclusive(key: (node: ProfileNode) => string): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const [id, us] of selfMicros) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const k = key(byId.get(at)!);
      if (seen.has(k)) continue;
      seen.add(k);
      sums.set(k, (sums.get(k) ?? 0) + us);
    }
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, top);
}

const shortUrl = (url: string) =>
  url.replace(/^file:\/\/.*?node_modules\/\.pnpm\//, '').replace(/^file:\/\/\/work\/main\//, '');
const frameName = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const show = (title: string, rows: Array<[string, number]>) => {
  process.stdout.write(`\n${title}\n`);
  for (const [name, us] of rows)
    process.stdout.write(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}\n`);
};

process.stdout.write(`total ${(total / 1e6).toFixed(2)} s of samples\n`);
show('self time by function', tally(frameName));
show('inclusive time by function', inclusive(frameName));
show(
  'self time by file',
  tally((n) => shortUrl(n.callFrame.url) || `(${n.callFrame.functionName})`),
);

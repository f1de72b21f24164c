// brackets-manager.js — the peer of bench-events: a double elimination of
// N entrants (grand final with a reset) created and played out in memory by
// brackets-manager.js with brackets-memory-db, wave by wave, every ready
// match won by a random side 2–1 or 2–0. Prints "peer N WALL_MS CPU_MS RESULTS" for each size
// given: the medians of RUNS runs of its wall and processor time, in one
// process, so that node's start and warm-up count for one run at most.
//
// Usage: node brackets-manager.js MODULES_DIR RUNS N...
//
// SPDX-License-Identifier: GPL-3.0-or-later
'use strict';

const path = require('path');
const modules = process.argv[2];
const { BracketsManager } = require(path.join(modules, 'brackets-manager'));
const { InMemoryDatabase } = require(path.join(modules, 'brackets-memory-db'));

// The bench's own generator (a fixed seed): the same work on every run.
function makeRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const READY = 2; // brackets-model's Status.Ready

async function playOnce(n) {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  const random = makeRandom(n);
  const seeding = [];

  for (let i = 0; i < n; i++)
    seeding.push('Player ' + String(i + 1).padStart(4, '0'));

  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  await manager.create.stage({
    tournamentId: 0,
    name: 'Benchmark Open',
    type: 'double_elimination',
    seeding,
    settings: { grandFinal: 'double' },
  });
  let played = 0;
  for (;;) {
    const ready = await storage.select('match', { status: READY });
    if (ready === null || ready.length === 0)
      break;
    for (const match of ready) {
      const first = random() < 0.5;
      const loser = random() < 0.5 ? 1 : 0;
      await manager.update.match({
        id: match.id,
        opponent1: first ? { score: 2, result: 'win' } : { score: loser },
        opponent2: first ? { score: loser } : { score: 2, result: 'win' },
      });
      played++;
    }
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const cpu = process.cpuUsage(cpuStart);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, played };
}

function median(values) {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// With HAMMER_BENCH_PEER_STEP set, each run waits for a line on standard
// input and prints "run N WALL_MS CPU_MS" when done: the bench runs Hammer
// between them, so that both are measured in the same minutes of a machine
// whose speed wanders, and node stays warm as in one process.
async function main() {
  const runs = Number(process.argv[3]);
  const step = process.env.HAMMER_BENCH_PEER_STEP !== undefined;
  const lines = step
    ? require('readline').createInterface({ input: process.stdin })[Symbol.asyncIterator]()
    : null;
  for (const n of process.argv.slice(4).map(Number)) {
    const wall = [], cpu = [];
    let played = 0;
    for (let r = 0; r < runs; r++) {
      if (step && (await lines.next()).done)
        return;
      const once = await playOnce(n);
      wall.push(once.ms);
      cpu.push(once.cpuMs);
      played = once.played;
      if (step)
        console.log(`run ${n} ${once.ms.toFixed(1)} ${once.cpuMs.toFixed(1)}`);
    }
    console.log(`peer ${n} ${median(wall).toFixed(1)} ${median(cpu).toFixed(1)} ${played}`);
  }
  if (step)
    process.stdin.destroy();
}

main().catch((e) => { console.error(e); process.exit(1); });

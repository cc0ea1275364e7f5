/**
 * Prepares the Node 24 stand-in runtime for tests/runtime/second-runtime.test.ts: downloads it from
 * the npm registry and compiles better-sqlite3 for it, each once per machine. Prints a JSON line of
 * timings. Exits non-zero, saying why, if it cannot (.ci/run then stops: CI must run that test).
 * Run: npm run stand-in:node24
 */
import { prepareStandIn } from './stand-in-runtime';

const started = Date.now();
const r = await prepareStandIn((line) => console.log(line));
if (!r.ok) {
  console.error(`The Node 24 stand-in could not be prepared (${r.error.code}): ${r.error.message}`);
  process.exit(1);
}
const { runtime, build, prepared, download } = r.value;
console.log(
  JSON.stringify({
    runtime: `node ${runtime.version} abi ${runtime.abi}`,
    download: download.how,
    downloadMs: download.ms,
    build: prepared.how,
    buildMs: prepared.ms,
    totalMs: Date.now() - started,
    sideBuild: build,
  }),
);

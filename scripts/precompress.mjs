#!/usr/bin/env node
// Precompresses a build's text files (brotli, quality 11, and gzip -9) beside them, so a server answers
// `Content-Encoding: br|gzip` without compressing on every request: `node scripts/precompress.mjs <dir>...`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|map|txt)$/;
// below this, the headers weigh more than what compression saves
const MIN_BYTES = 512;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

let count = 0;
for (const dir of process.argv.slice(2)) {
  for (const path of files(dir)) {
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
}
console.log(`precompressed ${count} files (br, gz)`);

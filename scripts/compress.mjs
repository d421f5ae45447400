// Precompress files with Brotli and gzip at build time, as a static host serves them (scripts/serve.py does).
//
// Usage: node scripts/compress.mjs LIST_FILE
// LIST_FILE holds one "SOURCE<TAB>TARGET_PREFIX" per line: TARGET_PREFIX + ".br" and TARGET_PREFIX + ".gz" are
// written (the build keeps them in build/cache, named by the content hash, and copies them next to the files).
// Node's zlib has Brotli; CPython's standard library does not.
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const [listFile] = process.argv.slice(2);
if (!listFile) {
  console.error("usage: node scripts/compress.mjs LIST_FILE");
  process.exit(2);
}
let count = 0;
for (const line of readFileSync(listFile, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const [source, target] = line.split("\t");
  const data = readFileSync(source);
  writeFileSync(`${target}.br`, brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: data.length > 2_000_000 ? 10 : 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_LGWIN]: 24,
    },
  }));
  writeFileSync(`${target}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`compress: ${count} files`);

import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli at its best, quality 11) and `file.gz` beside every compressible file
 * of the client build, once, at build time: the server sends them as they are (@fastify/static's
 * `preCompressed`) instead of compressing on every request, and at a level too slow to do per
 * request. The server render's build (`--ssr`) is not served, so it is left alone.
 */
export function precompress(): Plugin {
  let outDir = "";
  let skip = false;
  return {
    name: "shop:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      skip = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (skip) return;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name) && !name.startsWith(".vite/"));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await fs.readFile(file);
          if (data.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzip(data, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

import { startFakeSteadfast } from "./fake-steadfast.js";

/** The fake courier as its own process, for the browser tests' server (playwright.config.ts). */
const port = Number(process.env.FAKE_STEADFAST_PORT ?? 0);
const fake = await startFakeSteadfast({ port, apiKey: process.env.FAKE_STEADFAST_API_KEY, secretKey: process.env.FAKE_STEADFAST_SECRET_KEY });
console.log(`Fake Steadfast listening at ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

/**
 * `npm run emulator [-- --port 8787]`: the emulator on its own, for `uses: ./` in CI or for trying the
 * action by hand. Storage listens on the next port. Runs until stopped.
 */
import { startEmulator } from './server.ts';

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 8787;
const emulator = await startEmulator({ apiPort: port, storagePort: port + 1, durationMs: 5000, pages: 200 });
console.log(`Emulator: API ${emulator.apiUrl}, storage ${emulator.storageUrl}, admin key ${emulator.apiKey}`);
const stop = (): void => void emulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
